import { requireAdmin } from "@/lib/admin/require-admin";
import { adminIdSchema, userActionSchema } from "@/lib/admin/schemas";
import { applyUserAction } from "@/lib/admin/users";
import { handler, json, otherMethods, readJson } from "@/lib/api/respond";

type Context = { params: Promise<{ id: string }> };

export const dynamic = "force-dynamic";

/** One change to an account: grant Pro for N days or lifetime, revoke Pro, set the admin right, resend verification. */
export const POST = handler(async (request, { params }: Context) => {
  const { user } = await requireAdmin(request);
  const { id } = adminIdSchema.parse(await params);
  const action = await readJson(request, userActionSchema);
  return json(await applyUserAction(user, id, action));
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
