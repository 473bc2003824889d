import { handler, json, otherMethods } from "@/lib/api/respond";
import { requireCronSecret } from "@/lib/jobs/cron-secret";
import { runReminders } from "@/lib/reminders/deliver";

export const dynamic = "force-dynamic";

/** Called by the scheduler (vercel.json's crons) with the cron secret: sends what is due, once. */
export const GET = handler(async (request) => {
  requireCronSecret(request);
  return json(await runReminders());
});

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
