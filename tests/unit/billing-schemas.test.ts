import { beforeEach, describe, expect, it, vi } from "vitest";
import { check } from "../helpers/schema-check";

// The module is loaded inside each test, so its schemas (built when it loads) are what the tests hold.
const load = () => import("@/lib/billing/schemas");
beforeEach(() => {
  vi.resetModules();
});

describe("checkout and activation requests", () => {
  it("starts a checkout for a paid plan only, without a trial unless asked", async () => {
    const { checkoutSchema } = await load();
    expect(check(checkoutSchema, { plan: "pro_annual" })).toEqual({ data: { plan: "pro_annual", trial: false } });
    expect(check(checkoutSchema, { plan: "pro_monthly", trial: true })).toEqual({
      data: { plan: "pro_monthly", trial: true },
    });
    expect(check(checkoutSchema, { plan: "free", trial: "yes" })).toEqual({
      errors: { plan: "validation.plan", trial: "validation.toggle" },
    });
  });

  it("takes a session id of 1 to 255 letters, digits and underscores, trimmed", async () => {
    const { verifyPaymentSchema, checkoutSessionParamsSchema } = await load();
    const longest = `cs_${"a".repeat(252)}`;
    expect(check(verifyPaymentSchema, { sessionId: " cs_test_1 " })).toEqual({ data: { sessionId: "cs_test_1" } });
    expect(check(verifyPaymentSchema, { sessionId: longest })).toEqual({ data: { sessionId: longest } });
    for (const sessionId of ["", `${longest}a`, "cs-test", "cs_test/../admin", 42]) {
      expect(check(verifyPaymentSchema, { sessionId })).toEqual({
        errors: { sessionId: "validation.sessionIdRequired" },
      });
    }
    const extra = checkoutSessionParamsSchema.safeParse({ sessionId: "cs_1", extra: "x" });
    expect(extra.error?.issues).toMatchObject([{ code: "unrecognized_keys", keys: ["extra"] }]);
    expect(check(checkoutSessionParamsSchema, { sessionId: "cs_1" })).toEqual({ data: { sessionId: "cs_1" } });
  });

  it("activates by session id, forcing only when the manual button asks", async () => {
    const { directActivationSchema } = await load();
    expect(check(directActivationSchema, { sessionId: "cs_1" })).toEqual({
      data: { sessionId: "cs_1", forceActivation: false },
    });
    expect(check(directActivationSchema, { sessionId: "cs_1", forceActivation: 1 })).toEqual({
      errors: { forceActivation: "validation.toggle" },
    });
  });

  it("verifies a subscription for a user id of 1 to 64 characters", async () => {
    const { verifySubscriptionSchema } = await load();
    expect(check(verifySubscriptionSchema, { sessionId: "cs_1", userId: "u".repeat(64) })).toEqual({
      data: { sessionId: "cs_1", userId: "u".repeat(64) },
    });
    expect(check(verifySubscriptionSchema, { sessionId: "cs_1", userId: " " })).toEqual({
      errors: { userId: "validation.invalidId" },
    });
    expect(check(verifySubscriptionSchema, { sessionId: "cs_1", userId: 7 })).toEqual({
      errors: { userId: "validation.invalidId" },
    });
    expect(check(verifySubscriptionSchema, { sessionId: "cs_1", userId: "u".repeat(65) })).toEqual({
      errors: { userId: "validation.invalidId" },
    });
  });
});

describe("what the webhook reads of a signed event", () => {
  it("takes an event with its customer as an id, an object or none, and refuses any other shape", async () => {
    const { webhookEventSchema } = await load();
    const event = (customer: unknown) => ({ id: "evt_1", type: "invoice.paid", data: { object: { customer } } });
    for (const customer of ["cus_1", { id: "cus_1" }, null, undefined]) {
      expect(webhookEventSchema.safeParse(event(customer)).success).toBe(true);
    }
    for (const bad of [event(""), event({ id: "" }), event(5), { ...event("cus_1"), id: "" }, { id: "e", type: "t" }]) {
      expect(webhookEventSchema.safeParse(bad).success).toBe(false);
    }
    expect(webhookEventSchema.safeParse({ ...event("cus_1"), type: "t".repeat(256) }).success).toBe(false);
  });
});
