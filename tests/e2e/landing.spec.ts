import { type Page } from "@playwright/test";
import { expect, test } from "./test";
import en from "@/messages/en.json" with { type: "json" };
import zhCN from "@/messages/zh-CN.json" with { type: "json" };
import zhTW from "@/messages/zh-TW.json" with { type: "json" };
import { expectLandsOn, pageIn } from "../helpers/public-pages";

const stories = () => Object.values(en.landing.stories.items).map((story) => story.name);
const carousel = (page: Page) => page.getByRole("region", { name: "Customer stories" });
const shownStory = (page: Page, name: string) => carousel(page).getByRole("heading", { level: 3, name, exact: true });

test.describe("landing page", () => {
  test("/ and /landing are the same page", async ({ page }) => {
    for (const path of ["/", "/landing"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Relationship advice that listens first");
      for (const section of [
        "How it works",
        "Built for the conversations that matter",
        "Simple, honest pricing",
        "Frequently asked questions",
      ]) {
        await expect(page.getByRole("heading", { level: 2, name: section })).toBeVisible();
      }
    }
  });

  test("header links jump to their sections and log in opens the login tab", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const [name, id] of [
      ["How it works", "how-it-works"],
      ["Features", "features"],
      ["Pricing", "pricing"],
      ["FAQ", "faq"],
    ] as const) {
      await nav.getByRole("link", { name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`#${id}$`));
      await expect(page.locator(`#${id}`)).toBeInViewport();
    }
    await expectLandsOn(page, page.getByRole("banner").getByRole("link", { name: "Log in" }), "/auth?tab=login");
  });

  test("hero, bottom call to action and the Free plan go to onboarding; Pro plans go to the subscription page", async ({
    page,
  }) => {
    const cases = [
      [page.getByRole("link", { name: "Start for free" }).first(), "/onboarding"],
      [
        page
          .getByRole("region", { name: "Your relationship deserves a thoughtful second opinion" })
          .getByRole("link", { name: "Start for free" }),
        "/onboarding",
      ],
      [page.getByRole("link", { name: "Start free", exact: true }), "/onboarding"],
      [page.getByRole("link", { name: "Get Pro Monthly" }), "/subscription"],
      [page.getByRole("link", { name: "Get Pro Annual" }), "/subscription"],
    ] as const;
    for (const [link, target] of cases) {
      await page.goto("/");
      await expectLandsOn(page, link, target, { guarded: target === "/subscription" });
    }
  });

  test("footer links lead to the legal pages and sign-in", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("contentinfo")).toContainText("© 2025 Hearth. All rights reserved.");
    for (const [name, target] of [
      ["Privacy Policy", "/privacy"],
      ["Terms of Service", "/terms"],
      ["Sign in", "/auth"],
    ] as const) {
      await page.goto("/");
      await expectLandsOn(page, page.getByRole("contentinfo").getByRole("link", { name }), target);
    }
  });

  test("pricing shows the plans and prices from the one plans module", async ({ page }) => {
    await page.goto("/");
    const pricing = page.getByRole("region", { name: "Simple, honest pricing" });
    const plan = (name: string) =>
      pricing.getByRole("listitem").filter({ has: page.getByRole("heading", { name, exact: true }) });
    await expect(plan("Free")).toContainText("$0forever");
    await expect(plan("Free")).toContainText("Therapist persona only");
    await expect(plan("Free")).toContainText("50 conversations per day");
    await expect(plan("Free")).toContainText("1 conversation");
    await expect(plan("Free")).toContainText("1 day of history");
    await expect(plan("Pro Monthly")).toContainText("Most Popular");
    await expect(plan("Pro Monthly")).toContainText("$9.99/month");
    await expect(plan("Pro Monthly")).toContainText("All 12 AI personas");
    await expect(plan("Pro Annual")).toContainText("Best value - 50% savings");
    await expect(plan("Pro Annual")).toContainText("$59.99/year");
    await expect(plan("Pro Annual")).toContainText("$5.00/month, billed annually");
    await expect(pricing).toContainText("30-day money-back guarantee");
  });

  test("the case-study carousel wraps both ways and its dots jump", async ({ page }) => {
    await page.goto("/");
    const [first, second, third, , last] = stories();
    await expect(shownStory(page, first!)).toBeVisible();
    await expect(carousel(page).getByRole("group", { name: "Story 1 of 5" })).toContainText("Age 29");

    await page.getByRole("button", { name: "Previous story" }).click();
    await expect(shownStory(page, last!)).toBeVisible();
    await expect(shownStory(page, first!)).toBeHidden();
    await page.getByRole("button", { name: "Next story" }).click();
    await expect(shownStory(page, first!)).toBeVisible();

    await page.getByRole("button", { name: "Show story 5" }).click();
    await expect(shownStory(page, last!)).toBeVisible();
    await expect(page.getByRole("button", { name: "Show story 5" })).toHaveAttribute("aria-current", "true");
    await page.getByRole("button", { name: "Next story" }).click();
    await expect(shownStory(page, first!)).toBeVisible();

    await page.getByRole("button", { name: "Show story 3" }).click();
    await expect(shownStory(page, third!)).toBeVisible();
    await expect(page.getByRole("button", { name: "Show story 1" })).not.toHaveAttribute("aria-current", "true");

    // Keyboard: arrow keys move it while focus is inside.
    await page.getByRole("button", { name: "Show story 3" }).focus();
    await page.keyboard.press("ArrowLeft");
    await expect(shownStory(page, second!)).toBeVisible();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("button", { name: "Show story 4" })).toHaveAttribute("aria-current", "true");
  });

  test("the carousel follows swipes and honours reduced motion", async ({ browser, baseURL }) => {
    const { context, page } = await pageIn(browser, baseURL, "en", { width: 390, reducedMotion: "reduce" });
    await page.goto("/");
    const [first, second, , , last] = stories();
    const viewport = carousel(page).locator(".touch-pan-y");
    const box = (await viewport.boundingBox())!;
    const swipe = async (dx: number) => {
      const y = box.y + box.height / 2;
      const x = box.x + box.width / 2;
      await viewport.dispatchEvent("pointerdown", { pointerType: "touch", isPrimary: true, clientX: x, clientY: y });
      await viewport.dispatchEvent("pointerup", {
        pointerType: "touch",
        isPrimary: true,
        clientX: x + dx,
        clientY: y + 5,
      });
    };
    await swipe(-120);
    await expect(shownStory(page, second!)).toBeVisible();
    await swipe(120);
    await swipe(120);
    await expect(shownStory(page, last!)).toBeVisible();
    await swipe(20); // too short to count
    await expect(shownStory(page, last!)).toBeVisible();
    await expect(shownStory(page, first!)).toBeHidden();

    const track = viewport.locator("> div");
    expect(await track.evaluate((element) => getComputedStyle(element).transitionProperty)).toBe("none");
    await context.close();
  });

  test("the FAQ opens one answer at a time and closes the open one", async ({ page }) => {
    await page.goto("/");
    const faq = page.getByRole("region", { name: "Frequently asked questions" });
    const items = en.landing.faq.items;
    const question = (text: string) => faq.getByText(text, { exact: true });
    const answer = (start: string) => faq.getByText(start, { exact: false });

    await expect(answer("Hearth gives AI-generated information")).toBeHidden();
    await question(items.professional.question).click();
    await expect(answer("not a substitute for a licensed professional")).toBeVisible();
    await expect(answer("Do not use Hearth in an emergency")).toBeVisible();

    await question(items.private.question).click();
    await expect(answer("Your conversations are visible only to you")).toBeVisible();
    await expect(answer("not a substitute for a licensed professional")).toBeHidden();

    await question(items.delete.question).click();
    await expect(answer("You can delete your account at any time")).toBeVisible();
    await expect(answer("Your conversations are visible only to you")).toBeHidden();

    await question(items.delete.question).click();
    await expect(answer("You can delete your account at any time")).toBeHidden();
    await expect(faq.locator("details[open]")).toHaveCount(0);
  });

  test("the mobile app buttons are shown disabled as coming soon", async ({ page }) => {
    await page.goto("/");
    for (const name of ["iPhone app", "Android app"]) {
      const button = page.getByRole("button", { name: new RegExp(`Coming soon.*${name}`) });
      await expect(button).toBeVisible();
      await expect(button).toBeDisabled();
    }
  });

  test("on a phone: get started opens registration, and the menu reaches every section", async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await pageIn(browser, baseURL, "en", { width: 390 });
    await page.goto("/");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Log in" })).toBeVisible();
    await expect(header.getByRole("navigation", { name: "Main" })).toBeHidden();

    const menu = header.getByRole("button", { name: "Open menu" });
    await menu.click();
    const sections = header.getByRole("navigation", { name: "Sections" });
    await expect(sections.getByRole("link")).toHaveText(["How it works", "Features", "Pricing", "FAQ"]);
    await sections.getByRole("link", { name: "Pricing" }).click();
    await expect(page).toHaveURL(/#pricing$/);
    await expect(sections).toBeHidden();
    await expect(page.locator("#pricing")).toBeInViewport();

    await header.getByRole("button", { name: "Open menu" }).click();
    await expect(header.getByRole("combobox", { name: "Language" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(header.getByRole("navigation", { name: "Sections" })).toBeHidden();
    await expect(header.getByRole("button", { name: "Open menu" })).toBeFocused();

    await expectLandsOn(page, header.getByRole("link", { name: "Get started" }), "/auth?tab=register");
    await context.close();
  });

  test("switching to Chinese translates every landing string and survives a reload", async ({ page }) => {
    await page.goto("/");
    for (const [label, messages, language] of [
      ["繁體中文", zhTW, "語言"],
      ["简体中文", zhCN, "语言"],
    ] as const) {
      await page.getByRole("banner").getByRole("combobox").selectOption({ label });
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(messages.landing.heroTitle);
      for (const reload of [false, true]) {
        if (reload) await page.reload();
        await expect(page.getByRole("heading", { level: 2, name: messages.pricing.title })).toBeVisible();
        await expect(page.getByRole("banner").getByRole("link", { name: messages.landing.nav.pricing })).toBeVisible();
        await expect(page.getByRole("link", { name: messages.pricing.proMonthly.cta })).toBeVisible();
        await expect(page.getByRole("contentinfo")).toContainText(messages.landing.footer.privacy);
        await expect(page.getByRole("banner").getByRole("combobox", { name: language })).toBeVisible();
        await expect(page.locator("#pricing")).toContainText("US$9.99");
        const text = await page.locator("body").innerText();
        const english = untranslatedEnglish(text);
        expect(english, "English strings left on the Chinese page").toEqual([]);
      }
    }
  });

  test("the public pages download no script files: one small inline script runs them", async ({ page }) => {
    for (const path of ["/", "/landing", "/privacy", "/terms"]) {
      const scripts: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "script") scripts.push(request.url());
      });
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      expect(scripts, `scripts loaded by ${path}`).toEqual([]);
      const inline = await page
        .locator("script:not([src])")
        .evaluateAll((nodes) => nodes.map((node) => node.textContent?.length ?? 0));
      expect(inline.length, `inline scripts on ${path}`).toBe(1);
      expect(inline[0], `inline script bytes on ${path}`).toBeLessThan(4096);
      page.removeAllListeners("request");
    }
  });

  for (const locale of ["zh-TW", "zh-CN"] as const)
    test(`${locale} headlines break between words, never inside one, at 390 and 1280 px`, async ({
      browser,
      baseURL,
    }) => {
      for (const width of [390, 1280]) {
        const { context, page } = await pageIn(browser, baseURL, locale, { width });
        for (const path of ["/", "/privacy"]) {
          await page.goto(path);
          const broken = await page.locator("h1, h2, h3").evaluateAll(wordsBrokenAcrossLines, locale);
          expect(broken, `${path} at ${width}px`).toEqual([]);
        }
        if (width === 390) {
          // The hero's title does break on a phone, but between its words, never inside one (建/議).
          await page.goto("/");
          const lines = await page.locator("h1").evaluate((h1) => {
            const range = document.createRange();
            range.selectNodeContents(h1);
            return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
          });
          expect(lines).toBeGreaterThan(1);
        }
        await context.close();
      }
    });

  test("stays light with dark mode stored, on / and /landing", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("darkMode", "true"));
    for (const path of ["/", "/landing"]) {
      await page.goto(path);
      await expect(page.locator("html")).not.toHaveClass(/dark/);
      const background = await page.locator("body").evaluate((body) => getComputedStyle(body).backgroundColor);
      const lightness = Number(/oklch\(([\d.]+)/.exec(background)?.[1] ?? /lab\(([\d.]+)/.exec(background)?.[1] ?? 0);
      expect(lightness, `body background ${background}`).toBeGreaterThan(0.9);
    }
  });
});

/**
 * In the browser: each headline whose lines break inside a word (by the browser's own segmenter), as
 * "text: 建|議", with the line break between the two characters.
 */
function wordsBrokenAcrossLines(headings: Element[], locale: string): string[] {
  const words = new Intl.Segmenter(locale, { granularity: "word" });
  const problems: string[] = [];
  for (const heading of headings) {
    const nodes: Text[] = [];
    const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) nodes.push(walker.currentNode as Text);
    // Each character's line, by the top of its box.
    const tops: number[] = [];
    for (const node of nodes)
      for (let i = 0; i < node.length; i++) {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        tops.push(range.getClientRects()[0]?.top ?? Number.NaN);
      }
    const text = nodes.map((node) => node.data).join("");
    const boundaries = new Set([...words.segment(text)].map((segment) => segment.index));
    for (let i = 1; i < text.length; i++) {
      if (!(Math.abs(tops[i]! - tops[i - 1]!) > 4) || /\s/.test(text[i]!) || /\s/.test(text[i - 1]!)) continue;
      if (!boundaries.has(i)) problems.push(`${text.slice(0, i)}|${text.slice(i)}`);
    }
  }
  return problems;
}

/** English landing and pricing strings (those without placeholders) that appear in `text`. */
function untranslatedEnglish(text: string): string[] {
  const strings: string[] = [];
  const walk = (node: unknown) => {
    if (typeof node === "string") strings.push(node);
    else if (node && typeof node === "object") Object.values(node).forEach(walk);
  };
  walk(en.landing);
  walk(en.pricing);
  const names = new Set(stories());
  return strings.filter((s) => !/[{<]/.test(s) && !names.has(s) && !/^\d+$/.test(s) && text.includes(s));
}
