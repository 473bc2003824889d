import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it, vi } from "vitest";
import { POST as checkout } from "@/app/api/checkout/route";
import { POST as createPortal } from "@/app/api/create-portal-session/route";
import { POST as simulatedPortalAction } from "@/app/(dev-only)/api/dev/billing-portal/route";
import { POST as simulatedPay } from "@/app/(dev-only)/api/dev/checkout/[sessionId]/pay/route";
import { POST as directActivate } from "@/app/api/direct-activate-pro/route";
import { POST as guestLogin } from "@/app/api/guest-login/route";
import { POST as repair } from "@/app/api/repair-pro-account/route";
import { POST as resume } from "@/app/api/resume-subscription/route";
import { PATCH as changeSettings } from "@/app/api/settings/route";
import { GET as getUsage } from "@/app/api/usage/route";
import { DELETE as deleteAccount } from "@/app/api/user/delete/route";
import { GET as exportState, POST as requestExport } from "@/app/api/user/export/route";
import { GET as getUser } from "@/app/api/user/route";
import { POST as verifyPayment } from "@/app/api/verify-payment/route";
import { POST as verifySubscription } from "@/app/api/verify-subscription/route";
import { getDb } from "@/db/client";
import { findUserById } from "@/db/queries/users";
import { dataExports } from "@/db/schema";
import { hasPro } from "@/lib/limits/plan-limits";
import { usageOf } from "@/lib/limits/usage";
import { signedUpBrowser } from "../helpers/accounts";
import {
  CANCELED,
  PAYMENT_FAILED,
  RECEIPT,
  deliverWebhook,
  emailsTo,
  hasProInSql,
  paymentEventRows,
} from "../helpers/billing";
import { TestBrowser } from "../helpers/http";
import { makeCodes, redeem } from "../helpers/redeem";
import { signedEvent, startStripeStandIn } from "../helpers/stripe-stand-in";
import { storedUser } from "../helpers/users";

// The real `stripe` SDK, pointed at a local stand-in for Stripe's API.
const PRICES = { pro_monthly: "price_monthly_test", pro_annual: "price_annual_test" };
const WEBHOOK_SECRET = "whsec_stand_in_secret";
const stripe = await startStripeStandIn({ priceIds: PRICES });
vi.stubEnv("STRIPE_SECRET_KEY", "sk_test_stand_in");
vi.stubEnv("STRIPE_WEBHOOK_SECRET", WEBHOOK_SECRET);
vi.stubEnv("STRIPE_PRICE_PRO_MONTHLY", PRICES.pro_monthly);
vi.stubEnv("STRIPE_PRICE_PRO_ANNUAL", PRICES.pro_annual);
vi.stubEnv("STRIPE_API_BASE", stripe.url);
vi.stubEnv("APP_URL", "https://hearth.test");

afterAll(() => stripe.close());

const exportsOf = async (userId: string) =>
  (await getDb()).select().from(dataExports).where(eq(dataExports.userId, userId));

type Session = { checkoutUrl: string; sessionId: string; message: string };

async function startCheckout(browser: TestBrowser, body: Record<string, unknown> = { plan: "pro_annual" }) {
  const reply = await browser.call(checkout, { body });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body as Session;
}

/** A signed-up user who paid at "Stripe" (no webhook sent yet). */
async function paidUser(options: { plan?: string; trialDays?: number; address?: string } = {}) {
  const account = await signedUpBrowser({ address: options.address });
  const session = await startCheckout(account.browser, { plan: options.plan ?? "pro_annual" });
  const subscription = stripe.complete(session.sessionId, { trialDays: options.trialDays });
  return { ...account, session, subscription };
}

const send = (type: string, object: object, eventId?: string) =>
  deliverWebhook(signedEvent(type, object, WEBHOOK_SECRET, eventId));

describe("POST /api/checkout with Stripe", () => {
  it("creates a subscription Checkout Session for either plan, on one customer made once and reused", async () => {
    const { browser, email } = await signedUpBrowser();
    const user = await storedUser(email);
    const monthly = await startCheckout(browser, { plan: "pro_monthly" });
    expect(monthly).toEqual({
      checkoutUrl: `https://checkout.stripe.test/c/pay/${monthly.sessionId}`,
      sessionId: monthly.sessionId,
      message: "Taking you to the secure checkout…",
    });
    const annual = await startCheckout(browser, { plan: "pro_annual" });

    const customerId = (await storedUser(email)).stripeCustomerId!;
    expect(customerId).toMatch(/^cus_/);
    expect(stripe.customers.get(customerId)).toMatchObject({ email, metadata: { userId: user.id } });
    expect(stripe.requests.filter((r) => r.path === "/v1/customers" && r.body.email === email)).toHaveLength(1);

    const params = (id: string) => stripe.sessions.get(id)!.params as Record<string, unknown>;
    expect(params(monthly.sessionId)).toMatchObject({
      mode: "subscription",
      customer: customerId,
      client_reference_id: user.id,
      line_items: { 0: { price: PRICES.pro_monthly, quantity: "1" } },
      success_url: `https://hearth.test/subscription/success?session_id={CHECKOUT_SESSION_ID}&user_id=${user.id}`,
      cancel_url: "https://hearth.test/subscription/cancel",
      locale: "en",
    });
    expect(params(monthly.sessionId)).not.toHaveProperty("subscription_data.trial_period_days");
    expect(params(annual.sessionId)).toMatchObject({
      customer: customerId,
      line_items: { 0: { price: PRICES.pro_annual } },
    });
  });

  it("opens Checkout in the person's language, in Stripe's names for it", async () => {
    const languages = [
      ["zh-TW", "zh-TW"],
      ["zh-CN", "zh"],
    ];
    for (const [index, [language, locale]] of languages.entries()) {
      const { browser } = await signedUpBrowser({ address: `198.51.100.${index + 11}` });
      await browser.call(changeSettings, { method: "PATCH", body: { language } });
      const { sessionId } = await startCheckout(browser);
      expect(stripe.sessions.get(sessionId)!.params).toMatchObject({ locale });
    }
  });

  it("starts a trial when asked, only on a first subscription", async () => {
    const { browser } = await signedUpBrowser();
    const trial = await startCheckout(browser, { plan: "pro_monthly", trial: true });
    expect(stripe.sessions.get(trial.sessionId)!.params).toMatchObject({
      subscription_data: { trial_period_days: "7" },
    });

    // Someone who has had a subscription does not get a second trial.
    const { browser: again, session, subscription } = await paidUser();
    await again.call(directActivate, { body: { sessionId: session.sessionId } });
    stripe.update(subscription.id, (s) =>
      Object.assign(s, { status: "canceled", ended_at: Math.floor(Date.now() / 1000) }),
    );
    expect((await again.call(repair)).status).toBe(404);
    const second = await startCheckout(again, { plan: "pro_monthly", trial: true });
    expect(stripe.sessions.get(second.sessionId)!.params).not.toHaveProperty("subscription_data.trial_period_days");
  });

  it("refuses a bad plan with the spec's rule, guests, and signed-out callers, asking Stripe nothing", async () => {
    const { browser } = await signedUpBrowser();
    const before = stripe.requests.length;
    for (const body of [{ plan: "pro_weekly" }, { plan: "" }, {}, { plan: "pro_monthly", trial: "yes" }]) {
      const reply = await browser.call(checkout, { body });
      expect(reply.status).toBe(400);
    }
    expect((await browser.call(checkout, { body: { plan: "gold" } })).body.message).toBe(
      "Plan must be pro_monthly or pro_annual",
    );

    const guest = new TestBrowser("198.51.100.20");
    expect((await guest.call(guestLogin, { body: { adultAttested: true } })).status).toBe(200);
    const refused = await guest.call(checkout, { body: { plan: "pro_monthly" } });
    expect(refused).toMatchObject({ status: 403, body: { code: "guest_checkout" } });

    expect((await new TestBrowser().call(checkout, { body: { plan: "pro_monthly" } })).status).toBe(401);
    expect(stripe.requests.length).toBe(before);
  });

  it("gives ten parallel first clicks one customer", async () => {
    const { browser, email } = await signedUpBrowser();
    const replies = await Promise.all(
      Array.from({ length: 10 }, () => browser.call(checkout, { body: { plan: "pro_monthly" } })),
    );
    expect(replies.map((r) => r.status)).toEqual(Array(10).fill(200));
    const customerId = (await storedUser(email)).stripeCustomerId;
    const made = [...stripe.customers.values()].filter((c) => c.email === email);
    expect(made).toEqual([expect.objectContaining({ id: customerId })]);
    const sessionCustomers = new Set(replies.map((r) => stripe.sessions.get(r.body.sessionId as string)!.customer));
    expect([...sessionCustomers]).toEqual([customerId]);
  });

  it("sends a subscriber to the portal instead of selling a second subscription", async () => {
    const { browser, session } = await paidUser();
    expect((await browser.call(directActivate, { body: { sessionId: session.sessionId } })).status).toBe(200);
    const again = await browser.call(checkout, { body: { plan: "pro_monthly" } });
    expect(again).toMatchObject({
      status: 409,
      body: {
        code: "already_subscribed",
        message: "You already have a Pro subscription. Change or resume it in Manage billing.",
      },
    });
  });
});

describe("activation from the success page, with no webhook at all", () => {
  it("direct activation, verification and payment verification all make the account Pro", async () => {
    const { browser, email, session } = await paidUser({ plan: "pro_monthly" });
    expect((await browser.call(getUser)).body.isPro).toBe(false);
    const activated = await browser.call(directActivate, { body: { sessionId: session.sessionId } });
    expect(activated.status).toBe(200);
    expect(activated.body).toMatchObject({
      message: "Your Pro account is active.",
      user: { isPro: true, subscriptionStatus: "active", subscriptionPlan: "pro_monthly" },
    });
    expect((await browser.call(getUsage)).body).toMatchObject({ isPro: true, limit: null });
    expect(await emailsTo(email, RECEIPT)).toBe(1);

    const userId = (await storedUser(email)).id;
    const verified = await browser.call(verifySubscription, { body: { sessionId: session.sessionId, userId } });
    expect(verified).toMatchObject({ status: 200, body: { user: { isPro: true } } });
    expect((await browser.call(verifyPayment, { body: { sessionId: session.sessionId } })).body).toEqual({
      success: true,
      message: "Payment verified: your Pro account is active.",
    });
    expect(await emailsTo(email, RECEIPT)).toBe(1);
  });

  it("does not activate an unpaid session, unless forced to sync, and even then only what Stripe shows", async () => {
    const { browser } = await signedUpBrowser();
    const session = await startCheckout(browser);
    const early = await browser.call(directActivate, { body: { sessionId: session.sessionId } });
    expect(early).toMatchObject({ status: 409, body: { code: "payment_incomplete" } });
    const forced = await browser.call(directActivate, {
      body: { sessionId: session.sessionId, forceActivation: true },
    });
    expect(forced.status).toBe(409);
    expect((await browser.call(verifyPayment, { body: { sessionId: session.sessionId } })).body).toMatchObject({
      success: false,
    });
    expect((await browser.call(getUser)).body.isPro).toBe(false);
  });

  it("answers 404 for another user's session id (or an unknown one) and changes nothing", async () => {
    const owner = await paidUser();
    const other = await signedUpBrowser();
    const otherId = (await storedUser(other.email)).id;
    const sessionId = owner.session.sessionId;
    for (const [route, body] of [
      [directActivate, { sessionId }],
      [directActivate, { sessionId, forceActivation: true }],
      [verifySubscription, { sessionId, userId: otherId }],
      [verifyPayment, { sessionId }],
      [directActivate, { sessionId: "cs_test_unknown" }],
    ] as const) {
      expect((await other.browser.call(route, { body })).status).toBe(404);
    }
    // The owner naming someone else's user id is refused too.
    expect((await owner.browser.call(verifySubscription, { body: { sessionId, userId: otherId } })).status).toBe(404);
    expect(await storedUser(other.email)).toMatchObject({ stripeCustomerId: null, subscriptionStatus: "free" });
    expect(await storedUser(owner.email)).toMatchObject({ subscriptionStatus: "free", stripeSubscriptionId: null });
  });
});

describe("the Stripe webhook", () => {
  it("refuses a bad or missing signature with 400 and stores nothing", async () => {
    const { email, subscription } = await paidUser();
    const good = signedEvent("customer.subscription.created", subscription, WEBHOOK_SECRET);
    const forged = signedEvent("customer.subscription.created", subscription, "whsec_someone_else", good.id);
    const before = await paymentEventRows();
    for (const attempt of [
      forged,
      { payload: good.payload, signature: null },
      { payload: good.payload.replace('"status":"active"', '"status":"trialing"'), signature: good.signature },
      { payload: good.payload, signature: "t=1,v1=abc" },
    ]) {
      const reply = await deliverWebhook(attempt);
      expect(reply).toMatchObject({ status: 400, body: { code: "invalid_signature" } });
    }
    expect(await paymentEventRows()).toBe(before);
    expect(await storedUser(email)).toMatchObject({ subscriptionStatus: "free", stripeSubscriptionId: null });
  });

  it("applies checkout.session.completed by reading the subscription from Stripe", async () => {
    const { email, session, subscription } = await paidUser({ trialDays: 7 });
    const reply = await send("checkout.session.completed", stripe.sessions.get(session.sessionId)!);
    expect(reply).toEqual({ status: 200, body: { received: true } });
    const user = await storedUser(email);
    expect(user).toMatchObject({
      stripeSubscriptionId: subscription.id,
      subscriptionStatus: "trial",
      subscriptionPlan: "pro_annual",
      proSource: "stripe",
    });
    expect(user.trialEndsAt).toEqual(new Date(subscription.trial_end! * 1000));
    expect(user.proEndsAt).toEqual(new Date(subscription.trial_end! * 1000));
    expect(await emailsTo(email, RECEIPT)).toBe(1);
  });

  it("applies an event delivered twice, or ten times at once, exactly once", async () => {
    const { email, subscription } = await paidUser();
    const created = signedEvent("customer.subscription.created", subscription, WEBHOOK_SECRET);
    expect((await deliverWebhook(created)).status).toBe(200);
    expect((await storedUser(email)).subscriptionStatus).toBe("active");

    // Stripe changes state without telling us; a repeat of the old event must not be a second sync.
    stripe.update(subscription.id, (s) => (s.cancel_at_period_end = true));
    expect((await deliverWebhook(created)).status).toBe(200);
    expect((await storedUser(email)).subscriptionStatus).toBe("active");
    expect(await paymentEventRows(created.id)).toBe(1);

    // A renewal fails; its event arrives ten times in parallel: one sync, one e-mail.
    const failed = stripe.update(subscription.id, (s) => {
      s.cancel_at_period_end = false;
      s.status = "past_due";
    });
    const event = signedEvent(
      "invoice.payment_failed",
      { object: "invoice", customer: failed.customer },
      WEBHOOK_SECRET,
    );
    const replies = await Promise.all(Array.from({ length: 10 }, () => deliverWebhook(event)));
    expect(replies.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(await paymentEventRows(event.id)).toBe(1);
    expect((await storedUser(email)).subscriptionStatus).toBe("past_due");
    expect(await emailsTo(email, PAYMENT_FAILED)).toBe(1);
    expect(await emailsTo(email, RECEIPT)).toBe(1);
  });

  it("keeps a canceled subscription canceled when an older 'updated (active)' arrives after the deletion", async () => {
    const { email, subscription } = await paidUser();
    const activeCopy = structuredClone(subscription);
    await send("customer.subscription.created", subscription);
    const ended = stripe.update(subscription.id, (s) => {
      s.status = "canceled";
      s.ended_at = Math.floor(Date.now() / 1000);
    });
    await send("customer.subscription.deleted", ended);
    expect((await storedUser(email)).subscriptionStatus).toBe("canceled");

    const late = await send("customer.subscription.updated", activeCopy);
    expect(late.status).toBe(200);
    const user = await storedUser(email);
    expect(user.subscriptionStatus).toBe("canceled");
    expect(hasPro(user)).toBe(false);
    expect(await emailsTo(email, CANCELED)).toBe(1);
  });

  it("acknowledges events it does not act on, and events of customers that are not ours", async () => {
    expect((await send("customer.created", { object: "customer", id: "cus_x" })).status).toBe(200);
    expect((await send("invoice.paid", { object: "invoice", customer: "cus_not_ours" })).status).toBe(200);
  });
});

describe("subscription states and the gates, at the right moment", () => {
  it("past_due keeps Pro for 7 days after the failed renewal was due, then the gates say free", async () => {
    const { email, subscription } = await paidUser({ plan: "pro_monthly" });
    const due = Math.floor(Date.now() / 1000) - 3 * 86_400;
    const failed = stripe.update(subscription.id, (s) => {
      s.status = "past_due";
      s.items.data[0]!.current_period_start = due;
      s.items.data[0]!.current_period_end = due + 30 * 86_400;
    });
    await send("customer.subscription.updated", failed);
    const user = await storedUser(email);
    const graceEnds = new Date((due + 7 * 86_400) * 1000);
    expect(user.proEndsAt).toEqual(graceEnds);
    for (const [at, pro] of [
      [new Date(graceEnds.getTime() - 1000), true],
      [new Date(graceEnds.getTime() + 1000), false],
    ] as const) {
      expect(hasPro(user, at)).toBe(pro);
      expect(await hasProInSql(email, at)).toBe(pro);
      expect(await usageOf(user, at)).toMatchObject({ isPro: pro, limit: pro ? null : 50 });
    }
    expect(await emailsTo(email, PAYMENT_FAILED)).toBe(1);

    // Paid after all: active again until the period's end.
    await send(
      "invoice.paid",
      stripe.update(subscription.id, (s) => (s.status = "active")),
    );
    expect((await storedUser(email)).proEndsAt).toEqual(new Date((due + 30 * 86_400) * 1000));
  });

  it("active ends with its period, canceled at period end keeps Pro until then, canceled now ends now", async () => {
    const { email, subscription } = await paidUser({ plan: "pro_monthly" });
    await send("customer.subscription.created", subscription);
    const periodEnd = new Date(subscription.items.data[0]!.current_period_end * 1000);
    let user = await storedUser(email);
    expect(user).toMatchObject({
      subscriptionStatus: "active",
      subscriptionExpiresAt: periodEnd,
      proEndsAt: periodEnd,
      proSource: "stripe",
      proDeactivatedAt: null,
    });
    // The moments the admin's figures count: activated with the new subscription, once.
    const activatedAt = user.proActivatedAt;
    expect(activatedAt).toBeInstanceOf(Date);
    expect(hasPro(user, new Date(periodEnd.getTime() - 1000))).toBe(true);
    expect(hasPro(user, new Date(periodEnd.getTime() + 1000))).toBe(false);
    expect(await hasProInSql(email, new Date(periodEnd.getTime() + 1000))).toBe(false);

    await send(
      "customer.subscription.updated",
      stripe.update(subscription.id, (s) => {
        s.cancel_at_period_end = true;
        s.cancel_at = s.items.data[0]!.current_period_end;
      }),
    );
    user = await storedUser(email);
    expect(user).toMatchObject({ subscriptionStatus: "canceled", proEndsAt: periodEnd, proDeactivatedAt: periodEnd });
    expect(hasPro(user)).toBe(true);
    expect(await emailsTo(email, CANCELED)).toBe(1);

    await send(
      "customer.subscription.updated",
      stripe.update(subscription.id, (s) => {
        s.cancel_at_period_end = false;
        s.cancel_at = null;
      }),
    );
    expect(await storedUser(email)).toMatchObject({ subscriptionStatus: "active", proActivatedAt: activatedAt });
    expect(await emailsTo(email, RECEIPT)).toBe(1);

    const now = Math.floor(Date.now() / 1000);
    await send(
      "customer.subscription.deleted",
      stripe.update(subscription.id, (s) => Object.assign(s, { status: "canceled", ended_at: now })),
    );
    user = await storedUser(email);
    expect(user.proEndsAt).toEqual(new Date(now * 1000));
    expect(user).toMatchObject({ proActivatedAt: activatedAt, proDeactivatedAt: new Date(now * 1000) });
    expect(hasPro(user, new Date(now * 1000 + 1000))).toBe(false);
  });
});

describe("the plan each screen states, and resuming a cancellation at Stripe", () => {
  const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

  it("states a trial with its days left, and an annual plan as annual", async () => {
    const trial = await paidUser({ plan: "pro_monthly", trialDays: 7 });
    await trial.browser.call(directActivate, { body: { sessionId: trial.session.sessionId } });
    expect((await trial.browser.call(getUser)).body.plan).toEqual({
      state: "trial",
      pro: true,
      billing: true,
      plan: "pro_monthly",
      renewsAt: iso(trial.subscription.trial_end!),
      daysLeft: 7,
    });

    const annual = await paidUser({ plan: "pro_annual" });
    await annual.browser.call(directActivate, { body: { sessionId: annual.session.sessionId } });
    expect((await annual.browser.call(getUser)).body.plan).toMatchObject({ state: "active", plan: "pro_annual" });
  });

  it("resumes a subscription set to cancel at the period's end through Stripe, then says it renews", async () => {
    const { browser, email, session, subscription } = await paidUser({ plan: "pro_monthly" });
    await browser.call(directActivate, { body: { sessionId: session.sessionId } });
    const periodEnd = subscription.items.data[0]!.current_period_end;
    await send(
      "customer.subscription.updated",
      stripe.update(subscription.id, (s) => Object.assign(s, { cancel_at_period_end: true, cancel_at: periodEnd })),
    );
    expect((await browser.call(getUser)).body.plan).toEqual({
      state: "cancelling",
      pro: true,
      billing: true,
      plan: "pro_monthly",
      proUntil: iso(periodEnd),
    });

    const resumed = await browser.call(resume);
    expect(resumed).toMatchObject({
      status: 200,
      body: {
        message: "Your subscription is back on: it renews at the end of the period.",
        user: { plan: { state: "active", renewsAt: iso(periodEnd) } },
      },
    });
    expect(stripe.requests.filter((r) => r.path === `/v1/subscriptions/${subscription.id}`)).toEqual([
      expect.objectContaining({ method: "POST", body: { cancel_at_period_end: "false" } }),
    ]);
    expect(stripe.subscriptions.get(subscription.id)).toMatchObject({ cancel_at_period_end: false, cancel_at: null });
    expect(await storedUser(email)).toMatchObject({
      subscriptionStatus: "active",
      subscriptionExpiresAt: new Date(periodEnd * 1000),
    });

    // Nothing left to resume, and nothing to resume on the free plan: 409, and Stripe is not asked.
    const before = stripe.requests.length;
    expect((await browser.call(resume)).body).toMatchObject({ code: "nothing_to_resume" });
    const { browser: free } = await signedUpBrowser();
    expect(await free.call(resume)).toMatchObject({ status: 409, body: { code: "nothing_to_resume" } });
    expect(stripe.requests.length).toBe(before);
    expect((await new TestBrowser().call(resume)).status).toBe(401);
  });

  it("offers no checkout to someone who is Pro from a redeem code, asking Stripe nothing", async () => {
    const { browser } = await signedUpBrowser();
    const [code] = await makeCodes({ type: "1_month" });
    expect((await redeem(browser, code!.code)).status).toBe(200);
    const { plan } = (await browser.call(getUser)).body as { plan: { state: string; proUntil: string } };
    expect(plan).toMatchObject({ state: "code", pro: true, billing: false });
    expect(Math.round((Date.parse(plan.proUntil) - Date.now()) / 86_400_000)).toBe(30);

    const before = stripe.requests.length;
    expect(await browser.call(checkout, { body: { plan: "pro_monthly" } })).toMatchObject({
      status: 409,
      body: {
        code: "pro_from_code",
        message: "You already have Pro from a redeem code. You can subscribe once it ends.",
      },
    });
    expect(stripe.requests.length).toBe(before);
  });
});

describe("the billing portal, repair, and deleting a subscriber", () => {
  it("opens Stripe's Customer Portal for a customer, coming back to settings; 404 without one", async () => {
    const { browser, session } = await paidUser();
    await browser.call(directActivate, { body: { sessionId: session.sessionId } });
    const portal = await browser.call(createPortal);
    expect(portal.status).toBe(200);
    expect(portal.body.url).toMatch(/^https:\/\/billing\.stripe\.test\/p\/session\//);
    expect(stripe.requests.at(-1)).toMatchObject({
      path: "/v1/billing_portal/sessions",
      body: { return_url: "https://hearth.test/settings", locale: "en" },
    });

    const { browser: free } = await signedUpBrowser();
    expect((await free.call(createPortal)).body).toMatchObject({ code: "no_billing_account" });
  });

  it("repairs from the stored customer, and says clearly when there is nothing to repair", async () => {
    const nothing = await signedUpBrowser();
    const reply = await nothing.browser.call(repair);
    expect(reply).toMatchObject({
      status: 404,
      body: { code: "no_subscription_found", message: expect.stringContaining("There is nothing to repair") },
    });

    const { browser, email } = await paidUser();
    expect((await browser.call(repair)).body).toMatchObject({
      message: "Your Pro account is active again.",
      user: { isPro: true },
    });
    expect((await storedUser(email)).subscriptionStatus).toBe("active");
  });

  it("ends the subscription at Stripe when the account is deleted", async () => {
    const { browser, subscription } = await paidUser();
    expect((await browser.call(deleteAccount, { method: "DELETE" })).status).toBe(200);
    expect(stripe.subscriptions.get(subscription.id)!.status).toBe("canceled");
  });

  it("ends every subscription that may still bill, and asks nothing for one already over", async () => {
    for (const [index, status] of ["trialing", "past_due", "unpaid", "incomplete", "paused"].entries()) {
      const { browser, subscription } = await paidUser({ address: `198.51.100.${index + 1}` });
      stripe.update(subscription.id, (s) => Object.assign(s, { status }));
      expect((await browser.call(deleteAccount, { method: "DELETE" })).status).toBe(200);
      expect(stripe.subscriptions.get(subscription.id)!.status, status).toBe("canceled");
    }
    const { browser, subscription } = await paidUser({ address: "198.51.100.9" });
    stripe.update(subscription.id, (s) => Object.assign(s, { status: "canceled", ended_at: 1 }));
    expect((await browser.call(deleteAccount, { method: "DELETE" })).status).toBe(200);
    expect(stripe.requests.filter((r) => r.method === "DELETE" && r.path.includes(subscription.id))).toEqual([]);
  });

  it("keeps the account, its data and the subscription when Stripe cannot cancel, and says so", async () => {
    const { browser, email, subscription } = await paidUser();
    const { id: userId } = await storedUser(email);
    expect((await browser.call(requestExport, { method: "POST" })).status).toBe(201);
    stripe.outages.add("DELETE /v1/subscriptions");
    try {
      const refused = await browser.call(deleteAccount, { method: "DELETE" });
      expect(refused).toMatchObject({
        status: 502,
        body: { code: "subscription_cancel_failed", message: expect.stringContaining("your account was not deleted") },
      });
    } finally {
      stripe.outages.delete("DELETE /v1/subscriptions");
    }
    expect(stripe.subscriptions.get(subscription.id)!.status).toBe("active");
    expect((await storedUser(email)).id).toBe(userId);
    expect((await browser.call(getUser)).status).toBe(200);
    expect((await browser.call(exportState)).body.export).toMatchObject({ status: "ready" });

    expect((await browser.call(deleteAccount, { method: "DELETE" })).status).toBe(200);
    expect(stripe.subscriptions.get(subscription.id)!.status).toBe("canceled");
    expect(await findUserById({ id: userId })).toBeUndefined();
    expect(await exportsOf(userId)).toEqual([]);
  });

  it("has no checkout simulator while Stripe is configured", async () => {
    const { browser, session } = await paidUser();
    const pay = await browser.call(simulatedPay, {
      body: { card: "4242424242424242" },
      context: { params: Promise.resolve({ sessionId: session.sessionId }) },
    });
    expect(pay.status).toBe(404);
    expect((await browser.call(simulatedPortalAction, { body: { action: "cancel_now" } })).status).toBe(404);
  });

  it("writes the receipt in the user's language, with the plan, price and next billing date", async () => {
    const { listOutboxEmails } = await import("@/db/queries/outbox");
    const { browser, email, session, subscription } = await paidUser({ plan: "pro_monthly" });
    await browser.call(directActivate, { body: { sessionId: session.sessionId } });
    const receipt = (await listOutboxEmails({ to: email })).find((e) => e.subject === RECEIPT)!;
    const renews = new Date(subscription.items.data[0]!.current_period_end * 1000);
    const next = new Intl.DateTimeFormat("en", { dateStyle: "long", timeZone: "UTC" }).format(renews);
    expect(receipt.text).toContain("Plan: Pro Monthly ($9.99/month)");
    expect(receipt.text).toContain(`Next billing date: ${next}.`);
    expect(receipt.text).toContain("https://hearth.test/api/billing-portal");
    expect(receipt.text).toContain("30-day money-back guarantee");

    const chinese = await paidUser({ plan: "pro_annual" });
    await chinese.browser.call(changeSettings, { method: "PATCH", body: { language: "zh-TW" } });
    await chinese.browser.call(directActivate, { body: { sessionId: chinese.session.sessionId } });
    const [zh] = await listOutboxEmails({ to: chinese.email });
    expect(zh).toMatchObject({ subject: "歡迎使用 Hearth Pro" });
    expect(zh!.text).toMatch(/^謝謝你：你的 Hearth Pro 訂閱已啟用。/);
    expect(zh!.text).toContain("US$59.99");
  });
});
