import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./test";
import { createVerifiedAccount, latestCode, latestEmail, uniqueEmail } from "./helpers";

// The dev outbox shows each e-mail as it will look: its HTML in a sandboxed frame, and its plain-text part.
test("the dev outbox shows the designed e-mails: the code, the button and its address", async ({ page, request }) => {
  const email = uniqueEmail("outbox");
  await createVerifiedAccount(request, { email });
  const code = await latestCode(request, email);
  expect((await request.post("/api/forgot-password", { data: { email } })).status()).toBe(200);
  const link = (await latestEmail(request, email)).text.match(/https?:\/\/\S+\/reset-password\?token=\S+/)![0];

  await page.goto("/dev/outbox");
  const item = (subject: string) =>
    page
      .getByRole("listitem")
      .filter({ hasText: email })
      .filter({ has: page.getByRole("heading", { name: subject, exact: true }) });

  const verify = item("Your Hearth verification code");
  await expect(verify.locator("iframe")).toHaveAttribute("sandbox", "");
  const verifyFrame = verify.frameLocator("iframe");
  await expect(verifyFrame.getByRole("heading", { level: 1, name: "Your Hearth verification code" })).toBeVisible();
  await expect(verifyFrame.getByText(code, { exact: true })).toBeVisible();

  const reset = item("Reset your Hearth password");
  const resetFrame = reset.frameLocator("iframe");
  await expect(resetFrame.getByRole("link", { name: "Set a new password" })).toHaveAttribute("href", link);
  await expect(resetFrame.getByRole("link", { name: link })).toHaveAttribute("href", link);
  await reset.getByText("Plain-text part").click();
  await expect(reset.getByText(`Set a new password ${link}`)).toBeVisible();

  // The e-mail itself, opened as a page in light and in dark: language, headings, contrast.
  const { html } = await latestEmail(request, email);
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    await page.setContent(html);
    // Landmarks are the mail client's page's, around the e-mail: not the e-mail's own.
    const { violations } = await new AxeBuilder({ page }).disableRules(["landmark-one-main", "region"]).analyze();
    expect(violations.map((v) => `${colorScheme}: ${v.id}`)).toEqual([]);
  }
});
