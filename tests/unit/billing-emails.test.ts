import { describe, expect, it } from "vitest";
import { billingEmailsFor } from "@/lib/billing/billing-emails";

type Row = Parameters<typeof billingEmailsFor>[0];

const now = new Date("2026-03-01T12:00:00Z");
const free: Row = {
  email: "robin@example.com",
  language: "en",
  stripeSubscriptionId: null,
  subscriptionStatus: "free",
  subscriptionPlan: null,
  subscriptionExpiresAt: null,
  proEndsAt: null,
};
const going = (status: Row["subscriptionStatus"], change: Partial<Row> = {}): Row => ({
  ...free,
  stripeSubscriptionId: "sub_1",
  subscriptionStatus: status,
  subscriptionPlan: "pro_monthly",
  subscriptionExpiresAt: new Date("2026-04-01T00:00:00Z"),
  proEndsAt: new Date("2026-04-01T00:00:00Z"),
  ...change,
});

/** The subjects of the e-mails a change calls for, and each one's text. */
async function emails(before: Row, after: Row) {
  const sent = await billingEmailsFor(before, after, "https://hearth.example", now);
  for (const email of sent) expect(email.to).toBe(after.email);
  return sent.map((email) => ({ subject: email.subject, text: email.text }));
}

describe("the e-mails a change of subscription calls for", () => {
  it("sends the receipt for a new subscription that gives Pro, with its next billing or the trial's end", async () => {
    const [receipt] = await emails(free, going("active"));
    expect(receipt).toMatchObject({ subject: "Welcome to Hearth Pro" });
    expect(receipt!.text).toContain("Next billing date: April 1, 2026.");
    const [trial] = await emails(free, going("trial", { subscriptionPlan: "pro_annual" }));
    expect(trial!.text).toContain("Your free trial runs until April 1, 2026.");
    expect(trial!.text).toContain("$59.99");
  });

  it("sends the receipt again only for another subscription, not for a renewal of the same one", async () => {
    expect(await emails(going("active"), going("active", { proEndsAt: new Date("2026-05-01T00:00:00Z") }))).toEqual([]);
    expect(await emails(going("trial"), going("active"))).toEqual([]);
    const replaced = await emails(going("canceled"), going("active", { stripeSubscriptionId: "sub_2" }));
    expect(replaced.map((email) => email.subject)).toEqual(["Welcome to Hearth Pro"]);
    expect(await emails(free, going("past_due"))).toHaveLength(1);
    expect((await emails(free, going("past_due")))[0]!.subject).not.toBe("Welcome to Hearth Pro");
  });

  it("tells of a refused renewal once, with the day Pro ends", async () => {
    const [failed] = await emails(going("active"), going("past_due", { proEndsAt: new Date("2026-04-08T00:00:00Z") }));
    expect(failed).toMatchObject({ subject: "Your Hearth Pro payment didn't go through" });
    expect(failed!.text).toContain("You keep Pro until April 8, 2026 while we try again.");
    expect(await emails(going("past_due"), going("past_due"))).toEqual([]);
  });

  it("tells of a cancellation of a going subscription: Pro until the period's end, or free now", async () => {
    for (const before of ["trial", "active", "past_due"] as const) {
      const [canceled] = await emails(going(before), going("canceled"));
      expect(canceled).toMatchObject({ subject: "Your Hearth Pro subscription is canceled" });
      expect(canceled!.text).toContain("You keep Pro until April 1, 2026, and you won't be charged again.");
    }
    const ended = going("canceled", { subscriptionExpiresAt: now });
    expect((await emails(going("active"), ended))[0]!.text).toContain("Your account is on the free plan now.");
    expect(await emails(going("canceled"), going("canceled"))).toEqual([]);
    expect(await emails(free, going("canceled"))).toEqual([]);
  });

  it("sends nothing to an account without an e-mail address, and writes in the account's language", async () => {
    expect(await emails(free, { ...going("active"), email: null })).toEqual([]);
    const [receipt] = await emails(free, going("active", { language: "zh-TW" }));
    expect(receipt!.subject).not.toBe("Welcome to Hearth Pro");
    expect(receipt!.text).toContain("2026年4月1日");
  });
});
