import { handler, json, otherMethods, readJson } from "@/lib/api/respond";
import { requireUser } from "@/lib/auth/current-user";
import { publicUser } from "@/lib/auth/public-user";
import { verifySubscription } from "@/lib/billing/activation";
import { verifySubscriptionSchema } from "@/lib/billing/schemas";
import { publicOrigin } from "@/lib/env";
import { limit } from "@/lib/limits/rate-limit";

/** `{ user: { isPro, … } }` after syncing the session's subscription; the page asks again until Pro. */
export const POST = handler(async (request) => {
  const { user } = await requireUser(request);
  const { sessionId, userId } = await readJson(request, verifySubscriptionSchema);
  await limit("activationPerAccount", user.id);
  return json({
    user: publicUser(await verifySubscription({ user, sessionId, userId, origin: publicOrigin(request) })),
  });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
