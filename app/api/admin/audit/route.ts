import { requireAdmin } from "@/lib/admin/require-admin";
import { auditQuerySchema } from "@/lib/admin/schemas";
import { listAuditPage } from "@/lib/admin/audit";
import { handler, json, otherMethods } from "@/lib/api/respond";

export const dynamic = "force-dynamic";

/** Every admin change, newest first (`?page=`). */
export const GET = handler(async (request) => {
  await requireAdmin(request);
  const query = auditQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  return json(await listAuditPage(query));
});

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
