import { requireAdmin } from "@/lib/admin/require-admin";
import { userSearchQuerySchema } from "@/lib/admin/schemas";
import { listUsers } from "@/lib/admin/users";
import { handler, json, otherMethods } from "@/lib/api/respond";

export const dynamic = "force-dynamic";

/** Accounts, newest first, `?q=` matching e-mail or nickname, `?page=`: plan facts and counts, never content. */
export const GET = handler(async (request) => {
  await requireAdmin(request);
  const query = userSearchQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  return json(await listUsers(query));
});

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
