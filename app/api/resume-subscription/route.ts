import { handler, json, otherMethods, translate } from "@/lib/api/respond";
import { requireUser } from "@/lib/auth/current-user";
import { publicUser } from "@/lib/auth/public-user";
import { resumeSubscription } from "@/lib/billing/portal";
import { publicOrigin } from "@/lib/env";
import { limit } from "@/lib/limits/rate-limit";

/** Takes back a cancellation at the period's end; answers the account as it is afterwards. */
export const POST = handler(async (request) => {
  const { user } = await requireUser(request);
  await limit("activationPerAccount", user.id);
  const resumed = await resumeSubscription({ user, origin: publicOrigin(request) });
  return json({ message: translate(request, "api.subscriptionResumed"), user: publicUser(resumed) });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
