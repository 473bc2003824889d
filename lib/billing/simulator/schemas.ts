import { z } from "zod";
import { text } from "@/lib/validation/text";

/** Card numbers the simulator accepts: Stripe's test-card format, 12 to 19 digits, spaces allowed. */
export const simulatedPaymentSchema = z.object({
  card: text({ error: "validation.cardNumber" })
    .transform((value) => value.replace(/\s+/g, ""))
    .pipe(text().regex(/^\d{12,19}$/, { error: "validation.cardNumber" })),
  /** Keep the webhook events back, to see the success page activate Pro on its own. */
  holdWebhooks: z.boolean({ error: "validation.toggle" }).default(false),
});

export const PORTAL_ACTIONS = [
  "cancel_at_period_end",
  "resume",
  "switch_plan",
  "renew",
  "fail_payment",
  "pay_invoice",
  "cancel_now",
] as const;
export type PortalAction = (typeof PORTAL_ACTIONS)[number];

export const simulatedPortalSchema = z.object({
  action: z.enum(PORTAL_ACTIONS, { error: "errors.invalidInput" }),
});
