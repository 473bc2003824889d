import { generateCodes, listCodes } from "@/lib/admin/codes";
import { requireAdmin } from "@/lib/admin/require-admin";
import { codeListQuerySchema, generateCodesSchema } from "@/lib/admin/schemas";
import { handler, json, otherMethods, readJson } from "@/lib/api/respond";

export const dynamic = "force-dynamic";

/** The codes, newest first: `?status=active|used_up|expired|deactivated`, `?batch=<id>`, `?page=`. */
export const GET = handler(async (request) => {
  await requireAdmin(request);
  const query = codeListQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  return json(await listCodes(query));
});

/** Generates `count` codes: `{ batchId, codes: [{ id, code, type, maxUses, expiresAt, createdAt }] }`. */
export const POST = handler(async (request) => {
  const { user } = await requireAdmin(request);
  const input = await readJson(request, generateCodesSchema);
  return json(await generateCodes(user, input), { status: 201 });
});

export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");
