import { sweepExpiredSessions } from "@/lib/auth/logout";
import { sweepIdleTemporaryConversations } from "@/lib/chat/conversations";
import { pruneOutbox } from "@/lib/email/outbox";
import { pruneDataExports } from "@/lib/export/data-export";
import { sweepUnattachedImages } from "@/lib/images/images";
import { pruneRateLimits } from "@/lib/limits/rate-limit";
import { log } from "@/lib/ops/log";

/**
 * Upkeep that no request should pay for, by the name of its route (`/api/cron/<name>`). Each is one
 * DELETE … WHERE, so it is idempotent and two runs at once delete each row once between them. Pro needs no
 * job: it ends by itself (`user.pro_ends_at`, db/schema.ts).
 */
export const SCHEDULED_JOBS = {
  "temporary-conversations": sweepIdleTemporaryConversations,
  "expired-sessions": sweepExpiredSessions,
  "unattached-images": sweepUnattachedImages,
  "rate-limits": pruneRateLimits,
  outbox: pruneOutbox,
  "data-exports": pruneDataExports,
} satisfies Record<string, () => Promise<number>>;

export type ScheduledJob = keyof typeof SCHEDULED_JOBS;

/** Runs one job, called by its cron route or a server's timer alike; how many rows it deleted. */
export async function runScheduledJob(job: ScheduledJob): Promise<{ job: ScheduledJob; deleted: number }> {
  const deleted = await SCHEDULED_JOBS[job]();
  if (deleted > 0) log.info("job.done", { job, deleted });
  return { job, deleted };
}
