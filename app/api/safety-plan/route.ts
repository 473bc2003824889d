import { handler, json, otherMethods, readJson, translate } from "@/lib/api/respond";
import { requireUser } from "@/lib/auth/current-user";
import { deleteSafetyPlan, safetyPlanOf, saveSafetyPlan } from "@/lib/safety/safety-plan";
import { safetyPlanSchema } from "@/lib/safety/safety-plan-schema";

export const dynamic = "force-dynamic";

/** The signed-in user's own safety plan (`null` before they make one); no way to name anyone else's. */
export const GET = handler(async (request) => {
  const { user } = await requireUser(request);
  return json({ plan: await safetyPlanOf(user) });
});

/** Replaces the whole plan: sending the same plan again changes nothing. */
export const PUT = handler(async (request) => {
  const { user } = await requireUser(request);
  const lines = await readJson(request, safetyPlanSchema);
  const plan = await saveSafetyPlan(user, lines);
  return json({ plan, message: translate(request, "safetyPlan.saved") });
});

/** Deletes the plan; deleting one that is not there answers the same, with `deleted: false`. */
export const DELETE = handler(async (request) => {
  const { user } = await requireUser(request);
  const { deleted } = await deleteSafetyPlan(user);
  return json({ deleted, message: translate(request, "safetyPlan.deleted") });
});

export const { POST, PATCH } = otherMethods("GET", "PUT", "DELETE");
