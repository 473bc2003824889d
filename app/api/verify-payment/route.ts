import { handler, json, otherMethods, readJson, translate } from "@/lib/api/respond";
import { requireUser } from "@/lib/auth/current-user";
import { verifyPayment } from "@/lib/billing/activation";
import { verifyPaymentSchema } from "@/lib/billing/schemas";
import { publicOrigin } from "@/lib/env";
import { limit } from "@/lib/limits/rate-limit";

/** The payment page's check: `{ success, message }`. */
export const POST = handler(async (request) => {
  const { user } = await requireUser(request);
  const { sessionId } = await readJson(request, verifyPaymentSchema);
  await limit("activationPerAccount", user.id);
  const { success } = await verifyPayment({ user, sessionId, origin: publicOrigin(request) });
  return json({ success, message: translate(request, success ? "api.paymentVerified" : "api.paymentNotVerified") });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
