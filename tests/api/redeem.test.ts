import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { findUserById } from "@/db/queries/users";
import { redeemCodeUsages, users, type NewUser } from "@/db/schema";
import { hasPro } from "@/lib/limits/plan-limits";
import { DAY } from "../helpers/billing";
import { TestBrowser } from "../helpers/http";
import { makeIdentity, type Identity } from "../helpers/identities";
import { makeCodes, redeem, storedCode } from "../helpers/redeem";

async function freeUser(values: Partial<NewUser> = {}): Promise<Identity & { userId: string }> {
  const identity = await makeIdentity("free");
  if (Object.keys(values).length) {
    await (await getDb()).update(users).set(values).where(eq(users.id, identity.userId!));
  }
  return identity as Identity & { userId: string };
}

const userRow = async (id: string) => (await findUserById({ id }))!;
const usages = async (codeId: string) =>
  (await getDb()).select().from(redeemCodeUsages).where(eq(redeemCodeUsages.codeId, codeId));
/** Within a minute of the expected moment (the test's clock and the database's differ by milliseconds). */
const near = (actual: Date | null, expected: number) =>
  expect(Math.abs(actual!.getTime() - expected)).toBeLessThan(60_000);

describe("POST /api/redeem-code", () => {
  it("grants a week for a 1_week code and a month for a 1_month code, with the type in words", async () => {
    for (const [type, days, words] of [
      ["1_week", 7, "1 week"],
      ["1_month", 30, "1 month"],
    ] as const) {
      const { browser, userId } = await freeUser();
      const [code] = await makeCodes({ type });
      const reply = await redeem(browser, code!.code);
      expect(reply.status).toBe(200);
      expect(reply.body).toMatchObject({ type: words, codeType: type, message: "Code redeemed successfully" });
      expect((reply.body.user as { isPro: boolean }).isPro).toBe(true);
      const user = await userRow(userId);
      expect(user.proSource).toBe("redeem_code");
      near(user.proEndsAt, Date.now() + days * DAY);
      expect((await storedCode(code!.id)).currentUses).toBe(1);
      expect(await usages(code!.id)).toHaveLength(1);
    }
  });

  it("says the type in the caller's language", async () => {
    const { browser } = await freeUser();
    const chinese = new TestBrowser(browser.address, "zh-TW");
    for (const [name, value] of browser.cookies) chinese.cookies.set(name, value);
    const [code] = await makeCodes({ type: "1_month" });
    const reply = await redeem(chinese, code!.code);
    expect(reply.body).toMatchObject({ type: "1 個月", message: "代碼兌換成功" });
  });

  it("accepts the code with spaces around and inside it, in lower case", async () => {
    const { browser, userId } = await freeUser();
    const [code] = await makeCodes();
    const typed = `  ${code!.code.toLowerCase().replaceAll("-", " - ")} \n`;
    expect((await redeem(browser, typed)).status).toBe(200);
    expect(hasPro(await userRow(userId))).toBe(true);
  });

  it("refuses each case with its own message, and changes nothing", async () => {
    const [deactivated] = await makeCodes({ isActive: false });
    const [expired] = await makeCodes({ expiresAt: new Date(Date.now() - 1000) });
    const [usedUp] = await makeCodes();
    expect((await redeem((await freeUser()).browser, usedUp!.code)).status).toBe(200);
    const [twoUses] = await makeCodes({ maxUses: 2 });

    const { browser, userId } = await freeUser();
    expect((await redeem(browser, twoUses!.code)).status).toBe(200);
    const before = JSON.stringify(await userRow(userId));
    const cases = [
      ["", 400, "invalid_input", "Redeem code is required"],
      ["   ", 400, "invalid_input", "Redeem code is required"],
      [
        "HRTH-0000-0000-0000",
        404,
        "redeem_code_unknown",
        "This code doesn't exist. Please check your code and try again.",
      ],
      [deactivated!.code, 404, "redeem_code_deactivated", "This code is no longer valid: it has been deactivated."],
      [expired!.code, 410, "redeem_code_expired", "This code has expired."],
      [usedUp!.code, 409, "redeem_code_used_up", "This code has already been used the maximum number of times."],
      [twoUses!.code, 409, "redeem_code_already_redeemed", "You have already redeemed this code."],
    ] as const;
    for (const [code, status, errorCode, message] of cases) {
      const reply = await redeem(browser, code);
      expect(reply.status, code).toBe(status);
      expect(reply.body).toMatchObject({ code: errorCode, message });
    }
    expect(JSON.stringify(await userRow(userId))).toBe(before);
    for (const code of [deactivated!, expired!]) expect((await storedCode(code.id)).currentUses).toBe(0);
    expect((await storedCode(usedUp!.id)).currentUses).toBe(1);
    expect((await storedCode(twoUses!.id)).currentUses).toBe(1);
  });

  it("refuses guests (sign up first), lifetime Pro (nothing to gain) and signed-out callers", async () => {
    const [code] = await makeCodes({ maxUses: 10 });
    const guest = await makeIdentity("guest");
    expect((await redeem(guest.browser, code!.code)).body.code).toBe("guest_redeem");
    const lifetime = await freeUser({ isPro: true, proUntil: null, proSource: "lifetime" });
    expect((await redeem(lifetime.browser, code!.code)).body.code).toBe("redeem_lifetime");
    const anonymous = await redeem(new TestBrowser(), code!.code);
    expect(anonymous.status).toBe(401);
    expect((await storedCode(code!.id)).currentUses).toBe(0);
  });

  it("50 users redeeming one 1-use code at once: exactly one gets it", async () => {
    const [code] = await makeCodes();
    const people = await Promise.all(Array.from({ length: 50 }, () => freeUser()));
    const replies = await Promise.all(people.map(({ browser }) => redeem(browser, code!.code)));
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    expect(replies.filter((r) => r.body.code === "redeem_code_used_up")).toHaveLength(49);
    expect((await storedCode(code!.id)).currentUses).toBe(1);
    expect(await usages(code!.id)).toHaveLength(1);
    const pro = await Promise.all(people.map(({ userId }) => userRow(userId)));
    expect(pro.filter((user) => hasPro(user))).toHaveLength(1);
  });

  it("one user redeeming a many-use code twice at once: once", async () => {
    const [code] = await makeCodes({ maxUses: 5 });
    const { browser, userId } = await freeUser();
    const replies = await Promise.all([redeem(browser, code!.code), redeem(browser, code!.code)]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await storedCode(code!.id)).currentUses).toBe(1);
    near((await userRow(userId)).proEndsAt, Date.now() + 7 * DAY);
  });

  it("extends Pro held already: after a subscription's period, after a redeemed period; never touches the subscription", async () => {
    const periodEnd = new Date(Date.now() + 20 * DAY);
    const subscriber = await freeUser({
      subscriptionStatus: "active",
      subscriptionPlan: "pro_monthly",
      subscriptionPeriodStartsAt: new Date(Date.now() - 10 * DAY),
      subscriptionExpiresAt: periodEnd,
      stripeSubscriptionId: "sub_kept",
    });
    const [week] = await makeCodes();
    expect((await redeem(subscriber.browser, week!.code)).status).toBe(200);
    const after = await userRow(subscriber.userId);
    near(after.proUntil, periodEnd.getTime() + 7 * DAY);
    expect(after).toMatchObject({
      subscriptionStatus: "active",
      subscriptionPlan: "pro_monthly",
      subscriptionExpiresAt: periodEnd,
      stripeSubscriptionId: "sub_kept",
    });

    const redeemer = await freeUser();
    const [first, second] = await makeCodes({ count: 2, type: "1_month" });
    await redeem(redeemer.browser, first!.code);
    await redeem(redeemer.browser, second!.code);
    near((await userRow(redeemer.userId)).proEndsAt, Date.now() + 60 * DAY);
  });

  it("a redeemed period that has run out is free again, and a new code counts from now", async () => {
    const { browser, userId } = await freeUser();
    const [code] = await makeCodes();
    await redeem(browser, code!.code);
    const user = await userRow(userId);
    expect(hasPro(user, new Date(Date.now() + 6 * DAY))).toBe(true);
    expect(hasPro(user, new Date(Date.now() + 8 * DAY))).toBe(false);
    const [sqlPro] = (
      await (
        await getDb()
      ).execute<{ pro: boolean }>(
        sql`select coalesce(pro_ends_at > now() + interval '8 days', false) as pro from "user" where id = ${userId}`,
      )
    ).rows;
    expect(sqlPro!.pro).toBe(false);

    const lapsed = await freeUser({ isPro: true, proSource: "redeem_code", proUntil: new Date(Date.now() - 5 * DAY) });
    expect(hasPro(await userRow(lapsed.userId))).toBe(false);
    const [fresh] = await makeCodes();
    await redeem(lapsed.browser, fresh!.code);
    near((await userRow(lapsed.userId)).proEndsAt, Date.now() + 7 * DAY);
  });

  it("is rate-limited per account: the 11th try in a quarter hour is refused", async () => {
    const { browser } = await freeUser();
    for (let i = 0; i < 10; i += 1) expect((await redeem(browser, `HRTH-NOPE-0000-000${i}`)).status).toBe(404);
    const refused = await redeem(browser, "HRTH-NOPE-0000-0010");
    expect(refused.status).toBe(429);
    expect(refused.body.waitTime).toEqual(expect.any(Number));
  });

  it("is rate-limited per address too: the 51st try in an hour from one address, across accounts, is refused", async () => {
    const address = "198.51.100.77";
    const accounts = await Promise.all(Array.from({ length: 6 }, () => freeUser()));
    const at = (identity: Identity, from: string) => {
      const browser = new TestBrowser(from);
      for (const [name, value] of identity.browser.cookies) browser.cookies.set(name, value);
      return browser;
    };
    for (let i = 0; i < 50; i += 1) {
      const reply = await redeem(
        at(accounts[Math.floor(i / 10)]!, address),
        `HRTH-ADDR-0000-${String(i).padStart(4, "0")}`,
      );
      expect(reply.status).toBe(404);
    }
    const refused = await redeem(at(accounts[5]!, address), "HRTH-ADDR-0000-0050");
    expect([refused.status, refused.body.code]).toEqual([429, "rate_limited"]);
    // The same account from another address is not held back by it.
    expect((await redeem(at(accounts[5]!, "198.51.100.78"), "HRTH-ADDR-0000-0051")).status).toBe(404);
  });
});
