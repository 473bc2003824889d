import AxeBuilder from "@axe-core/playwright";
import { type Page } from "@playwright/test";
import { expect, test } from "./test";
import en from "@/messages/en.json" with { type: "json" };
import zhCN from "@/messages/zh-CN.json" with { type: "json" };
import zhTW from "@/messages/zh-TW.json" with { type: "json" };
import { LOCALES, pageIn } from "../helpers/public-pages";

const MESSAGES = { en, "zh-TW": zhTW, "zh-CN": zhCN };
const SUPPORT_EMAIL = process.env.SUPPORT_EMAIL || "support@hearth.example";

test.describe("legal pages", () => {
  test("the privacy policy states its facts and the support address", async ({ page }) => {
    await page.goto("/privacy");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
    const main = page.getByRole("main");
    await expect(main).toContainText("Effective May 29, 2025");
    await expect(main).toContainText("You must be at least 18 years old");
    await expect(main).toContainText(
      "With conversation saving off, your conversation history is not kept after the session ends.",
    );
    await expect(main).toContainText("AI-generated information, not professional advice");
    await expect(main).toContainText("governed by the laws of Singapore");
    await expect(main).toContainText("at least 30 days before the change takes effect");
    const contact = main.getByRole("link", { name: SUPPORT_EMAIL });
    await expect(contact).toHaveAttribute("href", `mailto:${SUPPORT_EMAIL}`);
  });

  test("the terms state their facts and the support address", async ({ page }) => {
    await page.goto("/terms");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terms of Service");
    const main = page.getByRole("main");
    await expect(main).toContainText("Effective May 29, 2025");
    await expect(main).toContainText("You must be at least 18 years old");
    await expect(main).toContainText("governed by the laws of Singapore");
    await expect(main).toContainText(
      "limited to the amount you paid us for Hearth, or 100 USD if you have not purchased anything",
    );
    await expect(main).toContainText("at least 30 days' notice");
    await expect(main).toContainText("your conversation history is not kept after the session");
    await expect(main).toContainText("It is not professional advice");
    await expect(main).toContainText("Do not use Hearth in an emergency");
    await expect(main.getByRole("link", { name: SUPPORT_EMAIL })).toHaveAttribute("href", `mailto:${SUPPORT_EMAIL}`);
    await main.getByRole("link", { name: "Privacy Policy" }).first().click();
    await expect(page).toHaveURL(/\/privacy$/);
  });

  for (const locale of ["zh-TW", "zh-CN"] as const) {
    test(`both documents read in ${locale}, with the date in that language`, async ({ browser, baseURL }) => {
      const { context, page } = await pageIn(browser, baseURL, locale);
      for (const document of ["privacy", "terms"] as const) {
        await page.goto(`/${document}`);
        const messages = MESSAGES[locale].legal[document];
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(messages.title);
        await expect(page.getByRole("main")).toContainText("2025年5月29日");
        await expect(page.getByRole("main")).toContainText(messages.sections.law.body);
        await expect(page.getByRole("main").getByRole("link", { name: SUPPORT_EMAIL })).toBeVisible();
      }
      await context.close();
    });
  }

  test("their header leads back to the landing page's sections", async ({ page }) => {
    for (const [name, id, heading] of [
      ["Pricing", "pricing", "Simple, honest pricing"],
      ["FAQ", "faq", "Frequently asked questions"],
    ] as const) {
      await page.goto("/terms");
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/#${id}$`));
      // The section's title ends up at the top of the window, just under the sticky header.
      const title = page.getByRole("heading", { level: 2, name: heading });
      await expect.poll(async () => Math.round((await title.boundingBox())?.y ?? -1)).toBeGreaterThan(64);
      await expect.poll(async () => Math.round((await title.boundingBox())?.y ?? -1)).toBeLessThan(260);
    }
  });

  test("stay light with dark mode stored", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("darkMode", "true"));
    for (const path of ["/privacy", "/terms"]) {
      await page.goto(path);
      await expect(page.locator("html")).not.toHaveClass(/dark/);
    }
  });
});

test.describe("accessibility (axe)", () => {
  for (const locale of LOCALES) {
    for (const path of ["/", "/privacy", "/terms"]) {
      test(`${path} in ${locale} has no axe violations`, async ({ browser, baseURL }) => {
        const { context, page } = await pageIn(browser, baseURL, locale);
        await page.goto(path);
        await expect(page.locator("html")).toHaveAttribute("lang", locale);
        expect(await axeViolations(page)).toEqual([]);
        await context.close();
      });
    }
  }

  test("/ on a phone, with the menu open and an FAQ answer showing, has no axe violations", async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await pageIn(browser, baseURL, "en", { width: 390 });
    await page.goto("/");
    await page.getByText(en.landing.faq.items.private.question).click();
    await page.getByRole("button", { name: "Open menu" }).click();
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});

/** axe's findings on the page as it is now, one line per rule with the elements it flags. */
async function axeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}
