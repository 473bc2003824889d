import Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { POST as portalAction } from "@/app/(dev-only)/api/dev/billing-portal/route";
import { POST as pay } from "@/app/(dev-only)/api/dev/checkout/[sessionId]/pay/route";
import { POST as checkout } from "@/app/api/checkout/route";
import { POST as createPortal } from "@/app/api/create-portal-session/route";
import { POST as directActivate } from "@/app/api/direct-activate-pro/route";
import { POST as repair } from "@/app/api/repair-pro-account/route";
import { POST as resume } from "@/app/api/resume-subscription/route";
import { GET as getUser } from "@/app/api/user/route";
import { POST as verifyPayment } from "@/app/api/verify-payment/route";
import { POST as verifySubscription } from "@/app/api/verify-subscription/route";
import { listSimulatedSubscriptions } from "@/db/queries/checkout-simulator";
import { env } from "@/lib/env";
import { eventObject, subscriptionObject } from "@/lib/billing/simulator/stripe-objects";
import { hasPro } from "@/lib/limits/plan-limits";
import { signedUpBrowser } from "../helpers/accounts";
import {
  CANCELED,
  DAY,
  PAYMENT_FAILED,
  RECEIPT,
  deliverWebhook,
  emailsTo,
  hasProInSql,
  paymentEventRows,
} from "../helpers/billing";
import type { TestBrowser } from "../helpers/http";
import { storedUser } from "../helpers/users";

// No Stripe keys: the checkout simulator is the payment provider.

type Session = { checkoutUrl: string; sessionId: string };
const TEST_CARD = "4242 4242 4242 4242";

async function startCheckout(browser: TestBrowser, body: Record<string, unknown> = { plan: "pro_annual" }) {
  const reply = await browser.call(checkout, { body });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body as Session;
}

const payIn = (browser: TestBrowser, sessionId: string, body: Record<string, unknown> = {}) =>
  browser.call(pay, { body: { card: TEST_CARD, ...body }, context: { params: Promise.resolve({ sessionId }) } });

const portal = (browser: TestBrowser, action: string) => browser.call(portalAction, { body: { action } });

/** Signs an event as the simulator does (its own generated secret) and sends it to the webhook. */
function sendSigned(type: Parameters<typeof eventObject>[0], object: object) {
  const event = eventObject(type, object);
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: env().paymentWebhookSecret });
  return { event, reply: deliverWebhook({ payload, signature }) };
}

async function subscriptionsOf(email: string) {
  return listSimulatedSubscriptions({ customerId: (await storedUser(email)).stripeCustomerId! });
}

describe("checkout through the simulator", () => {
  it("makes a simulated hosted checkout for either plan, and Pay activates Pro through the webhook", async () => {
    const { browser, email } = await signedUpBrowser();
    const monthly = await startCheckout(browser, { plan: "pro_monthly" });
    expect(monthly.checkoutUrl).toBe(`/dev/checkout/${monthly.sessionId}`);
    expect(monthly.sessionId).toMatch(/^cs_sim_/);
    const annual = await startCheckout(browser, { plan: "pro_annual" });

    const paid = await payIn(browser, annual.sessionId);
    const userId = (await storedUser(email)).id;
    expect(paid).toMatchObject({
      status: 200,
      body: {
        redirectUrl: `/subscription/success?session_id=${annual.sessionId}&user_id=${encodeURIComponent(userId)}`,
      },
    });
    const user = await storedUser(email);
    expect(user).toMatchObject({ subscriptionStatus: "active", subscriptionPlan: "pro_annual", proSource: "stripe" });
    expect(user.stripeCustomerId).toMatch(/^cus_sim_/);
    const year = user.subscriptionExpiresAt!.getTime() - user.subscriptionPeriodStartsAt!.getTime();
    expect(year / DAY).toBeGreaterThanOrEqual(365);
    expect(hasPro(user)).toBe(true);
    expect(await paymentEventRows()).toBeGreaterThanOrEqual(3);
    expect(await emailsTo(email, RECEIPT)).toBe(1);

    // The other session can no longer start a second subscription: the account is subscribed.
    expect((await browser.call(checkout, { body: { plan: "pro_monthly" } })).body.code).toBe("already_subscribed");
    // And a session paid once cannot be paid again.
    expect((await payIn(browser, annual.sessionId)).body.code).toBe("checkout_closed");
    expect(await subscriptionsOf(email)).toHaveLength(1);
  });

  it("starts a trial: trialing until the trial ends, Pro until then", async () => {
    const { browser, email } = await signedUpBrowser();
    const session = await startCheckout(browser, { plan: "pro_monthly", trial: true });
    await payIn(browser, session.sessionId);
    const user = await storedUser(email);
    expect(user.subscriptionStatus).toBe("trial");
    expect(Math.round((user.trialEndsAt!.getTime() - Date.now()) / DAY)).toBe(7);
    expect(user.proEndsAt).toEqual(user.trialEndsAt);
  });

  it("declines Stripe's decline test card and changes nothing; refuses a malformed card", async () => {
    const { browser, email } = await signedUpBrowser();
    const session = await startCheckout(browser);
    expect(await payIn(browser, session.sessionId, { card: "4000 0000 0000 0002" })).toMatchObject({
      status: 402,
      body: { code: "card_declined", message: "Your card was declined." },
    });
    expect((await payIn(browser, session.sessionId, { card: "42" })).status).toBe(400);
    expect(await subscriptionsOf(email)).toHaveLength(0);
    expect((await storedUser(email)).subscriptionStatus).toBe("free");
  });

  it("refuses a bad plan with the spec's rule", async () => {
    const { browser } = await signedUpBrowser();
    const reply = await browser.call(checkout, { body: { plan: "lifetime" } });
    expect(reply).toMatchObject({ status: 400, body: { message: "Plan must be pro_monthly or pro_annual" } });
  });

  it("gives parallel first clicks one customer", async () => {
    const { browser, email } = await signedUpBrowser();
    const replies = await Promise.all(
      Array.from({ length: 8 }, () => browser.call(checkout, { body: { plan: "pro_annual" } })),
    );
    expect(replies.every((r) => r.status === 200)).toBe(true);
    const customerId = (await storedUser(email)).stripeCustomerId!;
    const { findSimulatedCheckoutSession } = await import("@/db/queries/checkout-simulator");
    const customers = await Promise.all(
      replies.map(async (r) => (await findSimulatedCheckoutSession({ id: r.body.sessionId as string }))!.customerId),
    );
    expect(new Set(customers)).toEqual(new Set([customerId]));
  });
});

describe("activation without the webhook, through the simulator", () => {
  it("a payment whose events were held back is activated by the success page", async () => {
    const { browser, email } = await signedUpBrowser();
    const session = await startCheckout(browser);
    expect((await payIn(browser, session.sessionId, { holdWebhooks: true })).status).toBe(200);
    expect((await browser.call(getUser)).body.isPro).toBe(false);
    const userId = (await storedUser(email)).id;
    expect(
      (await browser.call(verifySubscription, { body: { sessionId: session.sessionId, userId } })).body,
    ).toMatchObject({
      user: { isPro: true },
    });
    expect((await browser.call(directActivate, { body: { sessionId: session.sessionId } })).status).toBe(200);
    expect((await browser.call(verifyPayment, { body: { sessionId: session.sessionId } })).body.success).toBe(true);
    expect(await emailsTo(email, RECEIPT)).toBe(1);
  });

  it("another user's session id is a 404 everywhere and changes nothing", async () => {
    const owner = await signedUpBrowser();
    const session = await startCheckout(owner.browser);
    const other = await signedUpBrowser();
    const otherId = (await storedUser(other.email)).id;
    expect((await payIn(other.browser, session.sessionId)).status).toBe(404);
    await payIn(owner.browser, session.sessionId, { holdWebhooks: true });
    for (const [route, body] of [
      [directActivate, { sessionId: session.sessionId, forceActivation: true }],
      [verifySubscription, { sessionId: session.sessionId, userId: otherId }],
      [verifyPayment, { sessionId: session.sessionId }],
    ] as const) {
      expect((await other.browser.call(route, { body })).status).toBe(404);
    }
    expect(await storedUser(other.email)).toMatchObject({ subscriptionStatus: "free", stripeCustomerId: null });
    expect((await storedUser(owner.email)).subscriptionStatus).toBe("free");
  });
});

describe("the simulator's events at the webhook", () => {
  it("refuses an event not signed with the simulator's secret", async () => {
    const { browser, email } = await signedUpBrowser();
    const session = await startCheckout(browser);
    await payIn(browser, session.sessionId, { holdWebhooks: true });
    const [subscription] = await subscriptionsOf(email);
    const payload = JSON.stringify(eventObject("customer.subscription.created", subscriptionObject(subscription!)));
    const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: "whsec_guess" });
    const before = await paymentEventRows();
    expect((await deliverWebhook({ payload, signature: forged })).status).toBe(400);
    expect(await paymentEventRows()).toBe(before);
    expect((await storedUser(email)).subscriptionStatus).toBe("free");
  });

  it("applies one event delivered twice and ten times at once exactly once", async () => {
    const { browser, email } = await signedUpBrowser();
    const session = await startCheckout(browser);
    await payIn(browser, session.sessionId, { holdWebhooks: true });
    const [subscription] = await subscriptionsOf(email);
    const event = eventObject("customer.subscription.created", subscriptionObject(subscription!));
    const payload = JSON.stringify(event);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: env().paymentWebhookSecret });
    const replies = await Promise.all(Array.from({ length: 10 }, () => deliverWebhook({ payload, signature })));
    expect(replies.every((r) => r.status === 200)).toBe(true);
    expect(await deliverWebhook({ payload, signature })).toMatchObject({ status: 200 });
    expect(await paymentEventRows(event.id)).toBe(1);
    expect(await emailsTo(email, RECEIPT)).toBe(1);
  });

  it("keeps a canceled subscription canceled when an old 'updated (active)' arrives late", async () => {
    const { browser, email } = await signedUpBrowser();
    const session = await startCheckout(browser);
    await payIn(browser, session.sessionId);
    const [active] = await subscriptionsOf(email);
    expect((await portal(browser, "cancel_now")).status).toBe(200);
    expect((await storedUser(email)).subscriptionStatus).toBe("canceled");
    const { reply } = sendSigned("customer.subscription.updated", subscriptionObject(active!));
    expect((await reply).status).toBe(200);
    const user = await storedUser(email);
    expect(user.subscriptionStatus).toBe("canceled");
    expect(hasPro(user)).toBe(false);
  });
});

describe("the simulated billing portal and the developer's controls", () => {
  async function subscriber() {
    const account = await signedUpBrowser();
    const session = await startCheckout(account.browser, { plan: "pro_monthly" });
    await payIn(account.browser, session.sessionId);
    return account;
  }

  it("opens the local portal; cancel at period end keeps Pro until then; resume; switch plan", async () => {
    const { browser, email } = await subscriber();
    expect((await browser.call(createPortal)).body).toEqual({ url: "/dev/billing-portal" });
    const periodEnd = (await storedUser(email)).subscriptionExpiresAt!;

    const canceled = await portal(browser, "cancel_at_period_end");
    expect(canceled.body).toMatchObject({ actions: ["resume", "renew", "cancel_now"] });
    let user = await storedUser(email);
    expect(user).toMatchObject({
      subscriptionStatus: "canceled",
      subscriptionExpiresAt: periodEnd,
      proEndsAt: periodEnd,
    });
    expect(hasPro(user)).toBe(true);
    expect(await emailsTo(email, CANCELED)).toBe(1);

    await portal(browser, "resume");
    expect((await storedUser(email)).subscriptionStatus).toBe("active");
    expect((await portal(browser, "resume")).body.code).toBe("subscription_action_unavailable");

    await portal(browser, "switch_plan");
    user = await storedUser(email);
    expect(user.subscriptionPlan).toBe("pro_annual");
    expect((user.subscriptionExpiresAt!.getTime() - Date.now()) / DAY).toBeGreaterThan(364);
    expect(await emailsTo(email, RECEIPT)).toBe(1);
  });

  it("Resume (settings' own button) undoes a cancellation in the simulator, as it does at Stripe", async () => {
    const { browser, email } = await subscriber();
    const periodEnd = (await storedUser(email)).subscriptionExpiresAt!;
    await portal(browser, "cancel_at_period_end");
    expect((await browser.call(getUser)).body.plan).toMatchObject({
      state: "cancelling",
      proUntil: periodEnd.toISOString(),
    });

    const resumed = await browser.call(resume);
    expect(resumed).toMatchObject({
      status: 200,
      body: { user: { plan: { state: "active", plan: "pro_monthly", renewsAt: periodEnd.toISOString() } } },
    });
    expect(await subscriptionsOf(email)).toEqual([
      expect.objectContaining({ status: "active", cancelAtPeriodEnd: false, canceledAt: null }),
    ]);
    expect((await storedUser(email)).subscriptionStatus).toBe("active");
    expect((await portal(browser, "resume")).body.code).toBe("subscription_action_unavailable");
    expect((await browser.call(resume)).body.code).toBe("nothing_to_resume");
  });

  it("a failed renewal is past_due: Pro for 7 more days, then free; paying the invoice makes it active", async () => {
    const { browser, email } = await subscriber();
    await portal(browser, "fail_payment");
    const user = await storedUser(email);
    expect(user.subscriptionStatus).toBe("past_due");
    const graceEnds = new Date(user.subscriptionPeriodStartsAt!.getTime() + 7 * DAY);
    expect(user.proEndsAt).toEqual(graceEnds);
    expect(hasPro(user, new Date(graceEnds.getTime() - 1000))).toBe(true);
    expect(hasPro(user, new Date(graceEnds.getTime() + 1000))).toBe(false);
    expect(await hasProInSql(email, new Date(graceEnds.getTime() - 1000))).toBe(true);
    expect(await hasProInSql(email, new Date(graceEnds.getTime() + 1000))).toBe(false);
    expect(await emailsTo(email, PAYMENT_FAILED)).toBe(1);
    const { listOutboxEmails } = await import("@/db/queries/outbox");
    const failed = (await listOutboxEmails({ to: email })).find((e) => e.subject === PAYMENT_FAILED)!;
    expect(failed.text).toContain("/api/billing-portal");

    await portal(browser, "pay_invoice");
    expect((await storedUser(email)).subscriptionStatus).toBe("active");
  });

  it("renew starts a new period; renewing a subscription set to cancel ends it; cancel now is free at once", async () => {
    const { browser, email } = await subscriber();
    const first = (await storedUser(email)).subscriptionPeriodStartsAt!;
    await portal(browser, "renew");
    expect((await storedUser(email)).subscriptionPeriodStartsAt!.getTime()).toBeGreaterThanOrEqual(first.getTime());
    await portal(browser, "cancel_at_period_end");
    await portal(browser, "renew");
    let user = await storedUser(email);
    expect(user.subscriptionStatus).toBe("canceled");
    expect(hasPro(user, new Date(Date.now() + 1000))).toBe(false);

    const again = await subscriber();
    await portal(again.browser, "cancel_now");
    user = await storedUser(again.email);
    expect(user.subscriptionStatus).toBe("canceled");
    expect(hasPro(user, new Date(Date.now() + 1000))).toBe(false);
    expect((await portal(again.browser, "renew")).body.code).toBe("subscription_action_unavailable");
    // Subscribing again is allowed once the old one is over.
    expect((await again.browser.call(checkout, { body: { plan: "pro_monthly" } })).status).toBe(200);
  });

  it("repair re-syncs from the simulator, and nothing to repair says so", async () => {
    const { browser, email } = await signedUpBrowser();
    expect((await browser.call(repair)).body.code).toBe("no_subscription_found");
    const session = await startCheckout(browser);
    await payIn(browser, session.sessionId, { holdWebhooks: true });
    expect((await browser.call(repair)).body).toMatchObject({ user: { isPro: true } });
    expect((await storedUser(email)).subscriptionStatus).toBe("active");
  });

  it("the portal needs a subscription", async () => {
    const { browser } = await signedUpBrowser();
    expect((await portal(browser, "cancel_now")).body.code).toBe("no_billing_account");
    expect((await browser.call(createPortal)).status).toBe(404);
  });
});
