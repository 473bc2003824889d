import { type Page } from "@playwright/test";
import { expect, test } from "./test";
import { signedIn } from "./helpers";

/** Every signed-in screen; a screen added later belongs here too. */
test.use({ hasTouch: true });

const SCREENS = [
  "/chat",
  "/settings",
  "/settings/safety-plan",
  "/ai-tone",
  "/profile",
  "/post-auth-onboarding",
  "/subscription",
  "/subscription/cancel",
  "/advice",
  "/advice/history",
];

const PHONES = [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
];

/** Controls whose boxes overlap another control's (neither inside the other), and horizontal overflow. */
async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const root = document.scrollingElement!;
    if (root.scrollWidth > root.clientWidth + 1) problems.push(`page scrolls sideways (${root.scrollWidth}px)`);
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
    return problems;
  });
}

for (const phone of PHONES) {
  test(`every signed-in screen fits a ${phone.width}×${phone.height} phone: no sideways scroll, no overlapping controls`, async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(90_000);
    await page.setViewportSize(phone);
    await signedIn(page, request, `phone${phone.width}`);
    for (const path of SCREENS) {
      await page.goto(path);
      await page.locator("main").first().waitFor();
      await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"));
      await testInfo.attach(`${path} at ${phone.width}px`, { body: await page.screenshot(), contentType: "image/png" });
      expect(await layoutProblems(page), path).toEqual([]);
    }

    // The conversation drawer, with a long title in it.
    await page.goto("/chat");
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
    expect(await layoutProblems(page), "drawer").toEqual([]);
    // Rename and delete are reachable by touch, without hovering.
    await drawer.getByRole("button", { name: /^Actions for A very long first message/ }).tap();
    await expect(page.getByRole("menuitem", { name: "Rename" })).toBeVisible();
  });
}
