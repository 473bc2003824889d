import { type Page } from "@playwright/test";
import { expect, test } from "./test";
import { signedIn } from "./helpers";

/** A phone: a touch screen, no mouse ((hover: none) and (pointer: coarse)). */
test.use({ hasTouch: true, isMobile: true });

/** Every signed-in screen; a screen added later belongs here too. */

const SCREENS = [
  "/chat",
  "/chat/private",
  "/settings",
  "/settings/safety-plan",
  "/settings/memory",
  "/settings/reminders",
  "/ai-tone",
  "/profile",
  "/post-auth-onboarding",
  "/subscription",
  "/subscription/cancel",
  "/advice",
  "/advice/history",
  "/coach",
  "/coach/history",
  "/insights",
];

const PHONES = [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
];

/**
 * What a phone shows wrong: horizontal overflow; the window itself scrolling (every signed-in screen scrolls in
 * its own region, under a header that stays); controls whose boxes overlap, buttons side by side that are not
 * aligned, buttons of one group that differ in height; a card against the screen's edge.
 */
async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const root = document.scrollingElement!;
    if (root.scrollWidth > root.clientWidth + 1) problems.push(`page scrolls sideways (${root.scrollWidth}px)`);
    if (root.scrollHeight > root.clientHeight + 1)
      problems.push(`the window scrolls by ${root.scrollHeight - root.clientHeight}px`);
    const controls = [...document.querySelectorAll<HTMLElement>("a, button, input, select, textarea, [role=switch]")]
      .filter((el) => {
        const style = getComputedStyle(el);
        const box = el.getBoundingClientRect();
        return style.visibility !== "hidden" && style.display !== "none" && box.width > 0 && box.height > 0;
      })
      .filter((el) => !el.closest("[aria-hidden=true], .sr-only"));
    const name = (el: HTMLElement) =>
      `${el.tagName.toLowerCase()} "${(el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 30)}"`;
    for (let i = 0; i < controls.length; i++) {
      for (let j = i + 1; j < controls.length; j++) {
        const a = controls[i]!;
        const b = controls[j]!;
        if (a.contains(b) || b.contains(a) || a.closest("label") === b.closest("label")) continue;
        const r = a.getBoundingClientRect();
        const s = b.getBoundingClientRect();
        const overlap =
          Math.max(0, Math.min(r.right, s.right) - Math.max(r.left, s.left)) *
          Math.max(0, Math.min(r.bottom, s.bottom) - Math.max(r.top, s.top));
        if (overlap > 4) problems.push(`${name(a)} overlaps ${name(b)}`);
      }
      const box = controls[i]!.getBoundingClientRect();
      if (box.right > window.innerWidth + 1) problems.push(`${name(controls[i]!)} runs off the screen`);
    }

    const buttons = controls.filter((el) => el.matches("button, [data-slot=button], [role=button]"));
    for (let i = 0; i < buttons.length; i++)
      for (let j = i + 1; j < buttons.length; j++) {
        const r = buttons[i]!.getBoundingClientRect();
        const s = buttons[j]!.getBoundingClientRect();
        const gap = Math.max(r.left, s.left) - Math.min(r.right, s.right);
        const sideBySide = gap >= 0 && gap <= 16;
        const sameRow = Math.min(r.bottom, s.bottom) > Math.max(r.top, s.top);
        const aligned = [r.top - s.top, r.bottom - s.bottom, (r.top + r.bottom - s.top - s.bottom) / 2].some(
          (d) => Math.abs(d) <= 2,
        );
        if (sideBySide && sameRow && !aligned)
          problems.push(`${name(buttons[i]!)} and ${name(buttons[j]!)} sit side by side, out of line`);
      }
    for (const group of new Set(buttons.map((el) => el.parentElement!))) {
      const children = [...group.children] as HTMLElement[];
      // Choices side by side or stacked, each with its words: a row's icon button (its menu) is not one of them.
      const choices = children.every((el) => buttons.includes(el) && el.textContent!.trim() !== "");
      if (children.length < 2 || !choices) continue;
      const heights = new Set(children.map((el) => Math.round(el.getBoundingClientRect().height)));
      if (heights.size > 1) problems.push(`the buttons ${children.map(name).join(", ")} differ in height`);
    }
    for (const card of document.querySelectorAll<HTMLElement>("[data-slot=card], .rounded-xl.border")) {
      const box = card.getBoundingClientRect();
      if (box.width > 0 && (box.left < 8 || box.right > window.innerWidth - 8))
        problems.push(`a card (${card.textContent?.trim().slice(0, 30)}) touches the screen's edge`);
    }
    return problems;
  });
}

for (const phone of PHONES) {
  test(`every signed-in screen fits a ${phone.width}×${phone.height} phone: no sideways scroll, no overlapping controls`, async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(90_000);
    // Soft checks: every screen's problems are reported, not only the first screen's.
    await page.setViewportSize(phone);
    await signedIn(page, request, `phone${phone.width}`);
    for (const path of SCREENS) {
      await page.goto(path);
      await page.locator("main").first().waitFor();
      await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"));
      await testInfo.attach(`${path} at ${phone.width}px`, { body: await page.screenshot(), contentType: "image/png" });
      expect.soft(await layoutProblems(page), path).toEqual([]);
    }

    // An empty conversation opens at its top: its heading in view, under the conversation's bar.
    await page.goto("/chat");
    const heading = page.getByRole("heading", { name: "What's on your mind?" });
    await expect(heading).toBeVisible();
    const [headingTop, scrollerTop] = await Promise.all([
      heading.evaluate((el) => el.getBoundingClientRect().top),
      page.locator("[data-chat-scroller]").evaluate((el) => el.getBoundingClientRect().top),
    ]);
    expect.soft(headingTop, "the empty chat's heading").toBeGreaterThanOrEqual(scrollerTop);
    // A phone has no keyboard to press Enter on: the message box shows no keyboard hint.
    await expect.soft(page.getByText("Enter to send, Shift+Enter for a new line")).toBeHidden();

    // The conversation drawer, with a long title in it.
    await page
      .getByLabel("Your message")
      .fill("A very long first message about how we keep arguing about whose turn it is to call our parents");
    await page.getByLabel("Your message").press("Enter");
    await expect(page.getByRole("button", { name: "Helpful", exact: true })).toBeVisible({ timeout: 15_000 });
    await page.getByRole("button", { name: "Open conversations" }).click();
    const drawer = page.getByRole("dialog");
    await expect(drawer.getByRole("button", { name: /^A very long first message/ })).toBeVisible();
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"));
    await testInfo.attach(`drawer at ${phone.width}px`, { body: await page.screenshot(), contentType: "image/png" });
    expect.soft(await layoutProblems(page), "drawer").toEqual([]);
    // Rename and delete are reachable by touch, without hovering.
    await drawer.getByRole("button", { name: /^Actions for A very long first message/ }).tap();
    await expect(page.getByRole("menuitem", { name: "Rename" })).toBeVisible();
    await page.keyboard.press("Escape");
    await page.keyboard.press("Escape");

    // The free plan's one conversation: the choices card, with the long title in its first button.
    await page.goto("/chat");
    await page.getByRole("button", { name: "Open conversations" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "New chat" }).click();
    await expect(page.getByRole("heading", { name: "The free plan includes 1 conversation" })).toBeVisible();
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"));
    await testInfo.attach(`free plan's choices at ${phone.width}px`, {
      body: await page.screenshot(),
      contentType: "image/png",
    });
    expect.soft(await layoutProblems(page), "free plan's choices").toEqual([]);
  });
}
