import { describe, expect, it } from "vitest";
import type { User } from "@/db/schema";
import { checkoutBlock, planStatus, type PlanStatus } from "@/lib/billing/plan-status";

const now = new Date("2025-06-01T12:00:00Z");
const at = (iso: string) => new Date(iso);
const periodEnd = "2025-07-01T00:00:00.000Z";
const codeEnd = "2025-08-01T00:00:00.000Z";
const forever = "9999-12-31T00:00:00.000Z";
const past = "2025-05-20T00:00:00.000Z";

type Row = Pick<User, "proEndsAt" | "subscriptionStatus" | "subscriptionPlan" | "subscriptionExpiresAt">;
const free: Row = { proEndsAt: null, subscriptionStatus: "free", subscriptionPlan: null, subscriptionExpiresAt: null };
/** A subscription's columns with the entitlement the schema derives from them (db/schema.ts). */
const subscribed = (
  subscriptionStatus: Row["subscriptionStatus"],
  expires: string,
  proEndsAt: string | null = expires,
  subscriptionPlan: Row["subscriptionPlan"] = "pro_monthly",
): Row => ({
  subscriptionStatus,
  subscriptionPlan,
  subscriptionExpiresAt: at(expires),
  proEndsAt: proEndsAt === null ? null : at(proEndsAt),
});

// Every state a person's plan can be in, with what each screen is told and whether a checkout may start.
const TABLE: [string, Row, PlanStatus, ReturnType<typeof checkoutBlock>][] = [
  ["never subscribed", free, { state: "free", pro: false, billing: false }, null],
  [
    "a trial, with its days left (rounded up) and the first payment",
    subscribed("trial", "2025-06-07T18:00:00.000Z"),
    {
      state: "trial",
      pro: true,
      billing: true,
      plan: "pro_monthly",
      renewsAt: "2025-06-07T18:00:00.000Z",
      daysLeft: 7,
    },
    "subscribed",
  ],
  [
    "active monthly",
    subscribed("active", periodEnd),
    { state: "active", pro: true, billing: true, plan: "pro_monthly", renewsAt: periodEnd },
    "subscribed",
  ],
  [
    "active annual",
    subscribed("active", periodEnd, periodEnd, "pro_annual"),
    { state: "active", pro: true, billing: true, plan: "pro_annual", renewsAt: periodEnd },
    "subscribed",
  ],
  [
    "set to cancel at the period's end",
    subscribed("canceled", periodEnd),
    { state: "cancelling", pro: true, billing: true, plan: "pro_monthly", proUntil: periodEnd },
    "subscribed",
  ],
  [
    "set to cancel, with a code running past its end: Pro until the code's end",
    subscribed("canceled", periodEnd, codeEnd),
    { state: "cancelling", pro: true, billing: true, plan: "pro_monthly", proUntil: codeEnd },
    "subscribed",
  ],
  [
    "a failed renewal within its grace",
    subscribed("past_due", periodEnd, "2025-06-05T00:00:00.000Z"),
    {
      state: "past_due",
      pro: true,
      billing: true,
      plan: "pro_monthly",
      proUntil: "2025-06-05T00:00:00.000Z",
    },
    "subscribed",
  ],
  [
    "a failed renewal past its grace: no Pro, still nothing to buy (pay the invoice)",
    subscribed("past_due", periodEnd, past),
    { state: "past_due", pro: false, billing: true, plan: "pro_monthly", proUntil: null },
    "subscribed",
  ],
  ["a subscription that has ended", subscribed("canceled", past), { state: "free", pro: false, billing: true }, null],
  [
    "Pro from a redeem code",
    { ...free, proEndsAt: at(codeEnd) },
    { state: "code", pro: true, billing: false, proUntil: codeEnd },
    "code",
  ],
  [
    "Pro from a code after a subscription ended",
    { ...subscribed("canceled", past), proEndsAt: at(codeEnd) },
    { state: "code", pro: true, billing: true, proUntil: codeEnd },
    "code",
  ],
  ["a code that has run out", { ...free, proEndsAt: at(past) }, { state: "free", pro: false, billing: false }, null],
  ["lifetime", { ...free, proEndsAt: at(forever) }, { state: "lifetime", pro: true, billing: false }, "lifetime"],
  [
    "lifetime over a running subscription",
    subscribed("active", periodEnd, forever),
    { state: "lifetime", pro: true, billing: true },
    "lifetime",
  ],
];

describe("planStatus: one statement of a person's plan for every screen", () => {
  it.each(TABLE)("%s", (_, row, status, blocked) => {
    expect(planStatus(row, now)).toEqual(status);
    expect(checkoutBlock({ ...row, isGuest: false, email: "sam@example.com" }, now)).toBe(blocked);
  });

  it("a trial's last hours still count as a day left", () => {
    expect(planStatus(subscribed("trial", "2025-06-01T13:00:00.000Z"), now)).toMatchObject({ daysLeft: 1 });
  });

  it("guests, and accounts without an e-mail address, can buy nothing, whatever their plan says", () => {
    expect(checkoutBlock({ ...free, isGuest: true, email: null }, now)).toBe("guest");
    expect(checkoutBlock({ ...free, isGuest: true, email: "sam@example.com" }, now)).toBe("guest");
    expect(checkoutBlock({ ...free, isGuest: false, email: null }, now)).toBe("guest");
  });
});
