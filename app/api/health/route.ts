import { handler, json, otherMethods } from "@/lib/api/respond";
import { health } from "@/lib/ops/health";

export const dynamic = "force-dynamic";

/** 200 when ready, 503 when not (load balancers and uptime checks read the status; people the body). */
export const GET = handler(async () => {
  const report = await health();
  return json(report, { status: report.ready ? 200 : 503 });
});

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
