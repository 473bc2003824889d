import { describe, expect, it } from "vitest";
import type { NewUser } from "@/db/schema";
import { hasPro } from "@/lib/limits/plan-limits";
import { uniqueEmail } from "../helpers/accounts";
import { DAY, hasProInSql } from "../helpers/billing";
import { storedUser } from "../helpers/users";
import { insertUser } from "@/db/queries/users";

// Stored dates and an injected clock: every case is asked "has Pro?" just before and just after the
// moment it should end, in SQL (hasProSql) and in TypeScript (hasPro), which must agree.
const T = new Date("2030-03-10T12:00:00Z");
const at = (days: number, seconds = 0) => new Date(T.getTime() + days * DAY + seconds * 1000);

async function userWith(values: Partial<NewUser>) {
  const email = uniqueEmail("entitled");
  await insertUser({ values: { username: email, email, ...values } });
  return { email, user: await storedUser(email) };
}

async function expectProUntil(values: Partial<NewUser>, end: Date | null) {
  const { email, user } = await userWith(values);
  expect(user.proEndsAt).toEqual(end);
  const moments = end ? [new Date(end.getTime() - 1000), new Date(end.getTime() + 1000)] : [at(-400), at(0), at(400)];
  for (const [index, moment] of moments.entries()) {
    const expected = end !== null && index === 0;
    expect(hasPro(user, moment), `${JSON.stringify(values)} at ${moment.toISOString()}`).toBe(expected);
    expect(await hasProInSql(email, moment)).toBe(expected);
  }
}

describe("the one entitlement rule (user.pro_ends_at)", () => {
  it("free, and a free status with stale dates, never has Pro", async () => {
    await expectProUntil({}, null);
    await expectProUntil({ subscriptionStatus: "free", subscriptionExpiresAt: at(30) }, null);
  });

  it("trial and active last until the period (or trial) ends", async () => {
    await expectProUntil({ subscriptionStatus: "trial", subscriptionExpiresAt: at(7), trialEndsAt: at(7) }, at(7));
    await expectProUntil(
      { subscriptionStatus: "active", subscriptionPeriodStartsAt: T, subscriptionExpiresAt: at(30) },
      at(30),
    );
  });

  it("canceled keeps Pro until the paid period ends (and an ended one is over)", async () => {
    await expectProUntil({ subscriptionStatus: "canceled", subscriptionExpiresAt: at(12) }, at(12));
    await expectProUntil({ subscriptionStatus: "canceled", subscriptionExpiresAt: at(-1) }, at(-1));
  });

  it("past_due keeps Pro for the 7-day grace after the renewal was due, never past the period's end", async () => {
    await expectProUntil(
      { subscriptionStatus: "past_due", subscriptionPeriodStartsAt: T, subscriptionExpiresAt: at(30) },
      at(7),
    );
    await expectProUntil(
      { subscriptionStatus: "past_due", subscriptionPeriodStartsAt: T, subscriptionExpiresAt: at(3) },
      at(3),
    );
  });

  it("a granted period (redeem code) stands beside the subscription: the later end wins", async () => {
    await expectProUntil({ isPro: true, proSource: "redeem_code", proUntil: at(20) }, at(20));
    await expectProUntil(
      { isPro: true, proUntil: at(45), subscriptionStatus: "active", subscriptionExpiresAt: at(30) },
      at(45),
    );
    await expectProUntil(
      { isPro: true, proUntil: at(5), subscriptionStatus: "canceled", subscriptionExpiresAt: at(30) },
      at(30),
    );
    // pro_until without the grant flag grants nothing.
    await expectProUntil({ isPro: false, proUntil: at(20) }, null);
  });

  it("lifetime (a grant with no end) never ends", async () => {
    const { email, user } = await userWith({ isPro: true, proSource: "lifetime", subscriptionStatus: "canceled" });
    expect(user.proEndsAt).toEqual(new Date("9999-12-31T00:00:00Z"));
    expect(hasPro(user, at(365 * 100))).toBe(true);
    expect(await hasProInSql(email, at(365 * 100))).toBe(true);
  });
});
