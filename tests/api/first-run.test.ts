import { describe, expect, it } from "vitest";
import { POST as offered } from "@/app/api/profile/offered/route";
import { shouldOfferProfile } from "@/lib/profile/first-run";
import { signedUpBrowser } from "../helpers/accounts";
import { TestBrowser } from "../helpers/http";
import { setUserColumns, storedUser } from "../helpers/users";

describe("the first-run welcome", () => {
  it("is offered to a new account without a profile, once", async () => {
    const { browser, email } = await signedUpBrowser();
    expect(shouldOfferProfile(await storedUser(email))).toBe(true);
    expect((await browser.call(offered, { body: {} })).status).toBe(200);
    expect(shouldOfferProfile(await storedUser(email))).toBe(false);
  });

  it("is not offered once the profile is complete, nor to guests", async () => {
    const { email } = await signedUpBrowser();
    await setUserColumns(email, { onboardingCompleted: true });
    expect(shouldOfferProfile(await storedUser(email))).toBe(false);
    expect(shouldOfferProfile({ onboardingCompleted: false, profileOfferedAt: null, isGuest: true })).toBe(false);
  });

  it("needs a session", async () => {
    expect((await new TestBrowser().call(offered, { body: {} })).status).toBe(401);
  });
});
