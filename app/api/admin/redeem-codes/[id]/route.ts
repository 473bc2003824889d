import { deactivateCode } from "@/lib/admin/codes";
import { requireAdmin } from "@/lib/admin/require-admin";
import { adminIdSchema, deactivateCodeSchema } from "@/lib/admin/schemas";
import { handler, json, otherMethods, readJson } from "@/lib/api/respond";

type Context = { params: Promise<{ id: string }> };

export const dynamic = "force-dynamic";

/** `{ isActive: false }` deactivates the code: it can no longer be redeemed (Pro already granted stays). */
export const PATCH = handler(async (request, { params }: Context) => {
  const { user } = await requireAdmin(request);
  const { id } = adminIdSchema.parse(await params);
  await readJson(request, deactivateCodeSchema);
  return json(await deactivateCode(user, id));
});

export const { GET, POST, PUT, DELETE } = otherMethods("PATCH");
