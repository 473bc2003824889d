import { dashboardMetrics } from "@/lib/admin/metrics";
import { requireAdmin } from "@/lib/admin/require-admin";
import { metricsQuerySchema } from "@/lib/admin/schemas";
import { handler, json, otherMethods } from "@/lib/api/respond";

export const dynamic = "force-dynamic";

/** The overview for `?days=30` (default) or `?days=90`. */
export const GET = handler(async (request) => {
  await requireAdmin(request);
  const query = metricsQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  return json(await dashboardMetrics(query));
});

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
