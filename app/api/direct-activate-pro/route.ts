import { handler, json, otherMethods, readJson, translate } from "@/lib/api/respond";
import { requireUser } from "@/lib/auth/current-user";
import { publicUser } from "@/lib/auth/public-user";
import { activateFromCheckout } from "@/lib/billing/activation";
import { directActivationSchema } from "@/lib/billing/schemas";
import { publicOrigin } from "@/lib/env";
import { limit } from "@/lib/limits/rate-limit";

/** The success pages' activation: Pro from the paid checkout session, webhook or not. */
export const POST = handler(async (request) => {
  const { user } = await requireUser(request);
  const { sessionId, forceActivation } = await readJson(request, directActivationSchema);
  await limit("activationPerAccount", user.id);
  const activated = await activateFromCheckout({
    user,
    sessionId,
    force: forceActivation,
    origin: publicOrigin(request),
  });
  return json({ message: translate(request, "api.proActivated"), user: publicUser(activated) });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
