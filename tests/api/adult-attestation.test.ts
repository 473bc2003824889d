import { describe, expect, it } from "vitest";
import { POST as attest } from "@/app/api/adult-attestation/route";
import { POST as guestLogin } from "@/app/api/guest-login/route";
import { POST as register } from "@/app/api/register/route";
import { POST as acknowledgeNotice } from "@/app/api/safety-notice/route";
import { GET as getUser } from "@/app/api/user/route";
import { findUserByUsername, updateUser } from "@/db/queries/users";
import { adultAttestationFrom } from "@/lib/auth/adult-attestation";
import { signedUpBrowser, uniqueEmail } from "../helpers/accounts";
import { withGoogleStandIn } from "../helpers/google-sign-in";
import { TestBrowser } from "../helpers/http";

const { signIn } = withGoogleStandIn();

describe("the 18+ confirmation at every way in", () => {
  it("e-mail registration without it is refused with a clear message and writes nothing", async () => {
    const email = uniqueEmail("minor");
    for (const adultAttested of [undefined, false]) {
      const reply = await new TestBrowser().call(register, {
        body: { username: email, nickname: "Kit", password: "secret1", adultAttested },
      });
      expect(reply.status).toBe(400);
      expect(reply.body).toMatchObject({
        code: "invalid_input",
        message: "Please confirm that you are 18 or older.",
        fieldErrors: { adultAttested: "Please confirm that you are 18 or older." },
      });
    }
    const zh = await new TestBrowser("203.0.113.9", "zh-TW").call(register, {
      body: { username: email, nickname: "Kit", password: "secret1" },
    });
    expect(zh.body.message).toBe("請確認你已年滿 18 歲。");
    expect(await findUserByUsername({ username: email })).toBeUndefined();
  });

  it("e-mail registration stores when it was confirmed", async () => {
    const before = Date.now();
    const email = uniqueEmail("adult");
    const reply = await new TestBrowser().call(register, {
      body: { username: email, nickname: "Kit", password: "secret1", adultAttested: true },
    });
    expect(reply.status).toBe(201);
    const user = await findUserByUsername({ username: email });
    expect(user!.adultAttestedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it("a guest account needs it too, and stores it", async () => {
    const browser = new TestBrowser("198.51.100.31");
    const refused = await browser.call(guestLogin, { body: {} });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe("Please confirm that you are 18 or older.");
    expect(refused.setCookies).toEqual([]);
    const guest = await browser.call(guestLogin, { body: { adultAttested: true } });
    expect(guest.status).toBe(200);
    expect(guest.body).toMatchObject({ isGuest: true, adultAttested: true, safetyNoticeAcknowledged: false });
  });

  it("Google creates an account only after the confirmation made before leaving for Google", async () => {
    const profile = { sub: "g-adult-1", email: uniqueEmail("google"), email_verified: true, name: "Gia" };
    const refused = await signIn(new TestBrowser(), profile);
    expect(refused.landing).toBe("/auth?tab=register&error=adult_required");
    expect(await findUserByUsername({ username: profile.email })).toBeUndefined();

    const browser = new TestBrowser();
    expect((await browser.call(attest, { body: {} })).status).toBe(400);
    const confirmed = await browser.call(attest, { body: { adultAttested: true } });
    expect(confirmed.setCookies[0]).toMatch(
      /^hearth-adult-attested=.+; Path=\/api\/auth; Max-Age=1800; HttpOnly; SameSite=Lax$/,
    );
    const attestedAt = adultAttestationFrom(`hearth-adult-attested=${browser.cookies.get("hearth-adult-attested")}`);
    expect(attestedAt).toBeInstanceOf(Date);
    expect((await signIn(browser, profile)).landing).toBe("/chat");
    const user = await findUserByUsername({ username: profile.email });
    expect(user!.adultAttestedAt).toEqual(attestedAt);
    // Signing in again later needs nothing more.
    const later = new TestBrowser();
    expect((await signIn(later, profile)).landing).toBe("/chat");
    expect((await later.call(getUser)).body.id).toBe(user!.id);
  });

  it("an old or forged attestation cookie counts for nothing", () => {
    const now = Date.parse("2026-01-01T12:00:00Z");
    const cookie = (iso: string) => `a=b; hearth-adult-attested=${encodeURIComponent(iso)}`;
    expect(adultAttestationFrom(cookie("2026-01-01T11:45:00.000Z"), now)).toEqual(new Date("2026-01-01T11:45:00Z"));
    expect(adultAttestationFrom(cookie("2026-01-01T11:00:00.000Z"), now)).toBeUndefined();
    expect(adultAttestationFrom(cookie("2026-01-01T13:00:00.000Z"), now)).toBeUndefined();
    expect(adultAttestationFrom(cookie("yes"), now)).toBeUndefined();
    expect(adultAttestationFrom(null, now)).toBeUndefined();
  });
});

describe("the first-use notice", () => {
  it("is acknowledged once per account and keeps the first time", async () => {
    const { browser } = await signedUpBrowser();
    expect((await browser.call(getUser)).body).toMatchObject({ safetyNoticeAcknowledged: false, adultAttested: true });
    const first = await browser.call(acknowledgeNotice, { body: {} });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ safetyNoticeAcknowledged: true });
    const stored = await findUserByUsername({ username: first.body.username as string });
    await browser.call(acknowledgeNotice, { body: {} });
    expect((await findUserByUsername({ username: first.body.username as string }))!.safetyNoticeAt).toEqual(
      stored!.safetyNoticeAt,
    );
  });

  it("asks an account made before the 18+ confirmation to give it", async () => {
    const { browser, email } = await signedUpBrowser();
    const user = await findUserByUsername({ username: email });
    await updateUser({ id: user!.id, values: { adultAttestedAt: null } });
    const refused = await browser.call(acknowledgeNotice, { body: {} });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: "adult_attestation_required" });
    const accepted = await browser.call(acknowledgeNotice, { body: { adultAttested: true } });
    expect(accepted.body).toMatchObject({ adultAttested: true, safetyNoticeAcknowledged: true });
  });

  it("needs a session", async () => {
    expect((await new TestBrowser().call(acknowledgeNotice, { body: {} })).status).toBe(401);
  });
});
