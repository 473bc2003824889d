import { handler, json, otherMethods, readLimitedText } from "@/lib/api/respond";
import { receivePaymentWebhook } from "@/lib/billing/webhook";
import { publicOrigin } from "@/lib/env";

/** Stripe's events are a few KiB; this leaves room for the largest without reading an unbounded body. */
const WEBHOOK_BODY_LIMIT = 512 * 1024;

/**
 * Stripe's webhook endpoint. Its caller has no session: the signature on the raw body is what
 * authenticates it, so the body is read as text, exactly as sent, and whatever site it names is no matter.
 */
export const POST = handler(
  async (request) => {
    const payload = await readLimitedText(request, WEBHOOK_BODY_LIMIT);
    return json(
      await receivePaymentWebhook({
        payload,
        signature: request.headers.get("stripe-signature"),
        origin: publicOrigin(request),
      }),
    );
  },
  { crossSite: "allowed" },
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
