import { handler, json, readJson, translate } from "@/lib/api/respond";
import { requireUser } from "@/lib/auth/current-user";
import { verifyPayment } from "@/lib/billing/activation";
import { verifyPaymentSchema } from "@/lib/billing/schemas";
import { limit } from "@/lib/limits/rate-limit";

/** The payment page's check: `{ success, message }`. */
export const POST = handler(async (request) => {
  const { user } = await requireUser(request);
  const { sessionId } = await readJson(request, verifyPaymentSchema);
  await limit("activationPerAccount", user.id);
  const { success } = await verifyPayment({ user, sessionId });
  return json({ success, message: translate(request, success ? "api.paymentVerified" : "api.paymentNotVerified") });
});
