import { handler, json, otherMethods, readJson, translate } from "@/lib/api/respond";
import { requireUser } from "@/lib/auth/current-user";
import { startCheckout } from "@/lib/billing/checkout";
import { checkoutSchema } from "@/lib/billing/schemas";
import { publicOrigin } from "@/lib/env";
import { localeOfRequest } from "@/lib/i18n/locales";
import { limit } from "@/lib/limits/rate-limit";

/** Starts a subscription checkout for the signed-in user: `{ checkoutUrl, sessionId, message }`. */
export const POST = handler(async (request) => {
  const { user } = await requireUser(request);
  const { plan, trial } = await readJson(request, checkoutSchema);
  await limit("checkoutPerAccount", user.id);
  const session = await startCheckout({
    user,
    plan,
    trial,
    origin: publicOrigin(request),
    locale: localeOfRequest(request),
  });
  return json({ ...session, message: translate(request, "api.checkoutCreated") });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
