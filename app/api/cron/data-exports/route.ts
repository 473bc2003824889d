import { handler, json, otherMethods } from "@/lib/api/respond";
import { requireCronSecret } from "@/lib/jobs/cron-secret";
import { runScheduledJob } from "@/lib/jobs/scheduled";

export const dynamic = "force-dynamic";

/** Called by the scheduler (vercel.json's crons) with the cron secret. */
export const GET = handler(async (request) => {
  requireCronSecret(request);
  return json(await runScheduledJob("data-exports"));
});

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
