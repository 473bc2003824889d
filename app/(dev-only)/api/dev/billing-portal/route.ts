import { handler, json, otherMethods, readJson } from "@/lib/api/respond";
import { requireUser } from "@/lib/auth/current-user";
import { changeSimulatedSubscription, simulatedPortal } from "@/lib/billing/simulator/portal";
import { simulatedPortalSchema } from "@/lib/billing/simulator/schemas";
import { publicOrigin } from "@/lib/env";

/** The simulated billing portal's actions; answers the portal as it is afterwards. */
export const POST = handler(async (request) => {
  const { user } = await requireUser(request);
  const { action } = await readJson(request, simulatedPortalSchema);
  await changeSimulatedSubscription({ user, action, origin: publicOrigin(request) });
  return json(await simulatedPortal({ user }));
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
