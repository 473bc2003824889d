import { handler, json } from "@/lib/api/respond";
import { receivePaymentWebhook } from "@/lib/billing/webhook";

/** Stripe's webhook endpoint: the signature is checked on the raw body, so it is read as text. */
export const POST = handler(async (request) => {
  const payload = await request.text();
  return json(await receivePaymentWebhook({ payload, signature: request.headers.get("stripe-signature") }));
});
