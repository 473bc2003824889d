import "server-only";
import Stripe from "stripe";
import { env } from "@/lib/env";
import { receivePaymentWebhook } from "../webhook";
import type { eventObject } from "./stripe-objects";

/**
 * Signs each event with the simulator's webhook secret, as Stripe signs, and hands it to the webhook's
 * own code (signature check, event recorded once, sync), in order.
 */
export async function deliverEvents(events: ReturnType<typeof eventObject>[], origin: string): Promise<void> {
  for (const event of events) {
    const payload = JSON.stringify(event);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: env().paymentWebhookSecret });
    await receivePaymentWebhook({ payload, signature, origin });
  }
}
