import { z } from "zod";
import { text } from "@/lib/validation/text";
import { PAID_PLANS } from "./plans";

/** A provider's checkout session id (`cs_…`); anything else is refused before the provider is asked. */
const sessionId = text({ error: "validation.sessionIdRequired" }).regex(/^[A-Za-z0-9_]{1,255}$/, {
  error: "validation.sessionIdRequired",
});

/** POST /api/checkout (spec section 5: plan must be pro_monthly or pro_annual, trial optional). */
export const checkoutSchema = z.object({
  plan: z.enum(PAID_PLANS, { error: "validation.plan" }),
  trial: z.boolean({ error: "validation.toggle" }).default(false),
});

/** POST /api/direct-activate-pro; the payment page's manual button sends `forceActivation`. */
export const directActivationSchema = z.object({
  sessionId,
  forceActivation: z.boolean({ error: "validation.toggle" }).default(false),
});

/** POST /api/verify-subscription. */
export const verifySubscriptionSchema = z.object({
  sessionId,
  userId: text({ error: "validation.invalidId" }).min(1, { error: "validation.invalidId" }).max(64),
});

/** The simulator's checkout page and its Pay route name the session in the path. */
export const checkoutSessionParamsSchema = z.strictObject({ sessionId });

/** POST /api/verify-payment. */
export const verifyPaymentSchema = z.object({ sessionId });

const providerId = text().min(1).max(255);

/**
 * What the webhook reads of an event, after its signature is checked: a signed body is still parsed
 * like any input, so an event of an unexpected shape is a 400, never a 500.
 */
export const webhookEventSchema = z.object({
  id: providerId,
  type: providerId,
  data: z.object({
    object: z.object({ customer: z.union([providerId, z.object({ id: providerId })]).nullish() }),
  }),
});
