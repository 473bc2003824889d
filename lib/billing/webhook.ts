import "server-only";
import Stripe from "stripe";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { idOf } from "./provider";
import { webhookEventSchema } from "./schemas";
import { syncCustomer } from "./sync";

/** The events that can change a subscription; every other event is acknowledged and left alone. */
const SUBSCRIPTION_EVENTS = new Set([
  "checkout.session.completed",
  "customer.subscription.created",
  "customer.subscription.updated",
  "customer.subscription.deleted",
  "invoice.paid",
  "invoice.payment_failed",
]);

/**
 * A payment webhook (Stripe or the simulator): the SDK checks the signature on the raw body, then the customer is
 * synced from the provider with the event id recorded once. The event's own copy of the subscription is never
 * used: it may be older than what is stored.
 */
export async function receivePaymentWebhook({
  payload,
  signature,
  origin,
}: {
  payload: string;
  signature: string | null;
  /** The app's public address, for the links in the e-mails a change sends. */
  origin: string;
}) {
  let signed: Stripe.Event;
  try {
    signed = Stripe.webhooks.constructEvent(payload, signature ?? "", env().paymentWebhookSecret);
  } catch {
    throw new AppError("invalid_signature");
  }
  const event = webhookEventSchema.parse(signed);
  if (!SUBSCRIPTION_EVENTS.has(event.type)) return { received: true };
  const customerId = idOf(event.data.object.customer);
  if (customerId) await syncCustomer({ customerId, event: { id: event.id, type: event.type }, origin });
  return { received: true };
}
