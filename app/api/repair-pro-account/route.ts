import { handler, json, otherMethods, translate } from "@/lib/api/respond";
import { requireUser } from "@/lib/auth/current-user";
import { publicUser } from "@/lib/auth/public-user";
import { repairProAccount } from "@/lib/billing/activation";
import { publicOrigin } from "@/lib/env";
import { limit } from "@/lib/limits/rate-limit";

/** Re-reads the subscription from the provider by the stored customer; 404 when there is nothing to repair. */
export const POST = handler(async (request) => {
  const { user } = await requireUser(request);
  await limit("activationPerAccount", user.id);
  const repaired = await repairProAccount({ user, origin: publicOrigin(request) });
  return json({ message: translate(request, "api.proRepaired"), user: publicUser(repaired) });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
