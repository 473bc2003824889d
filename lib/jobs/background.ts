import { SCHEDULED_JOBS, runScheduledJob, type ScheduledJob } from "./scheduled";
import { log } from "@/lib/ops/log";
import { runReminders } from "@/lib/reminders/deliver";

const EVERY_MINUTES = 15;
/** The first run waits until the server has started and served its first requests. */
const FIRST_RUN_AFTER_MS = 60_000;

/**
 * The scheduled jobs and the reminders run, for a long-lived server without a scheduler (`npm run dev`, `next
 * start` with no CRON_SECRET): each process runs them on a timer, through the same functions as the cron routes.
 * Several instances at once are harmless (each job is one idempotent statement; reminders are claimed once).
 */
export function startBackgroundJobs(): void {
  const run = () => {
    for (const job of Object.keys(SCHEDULED_JOBS) as ScheduledJob[]) {
      runScheduledJob(job).catch((error: unknown) => log.error("job.failed", error, { job }));
    }
    runReminders().catch((error: unknown) => log.error("job.failed", error, { job: "reminders" }));
  };
  setTimeout(run, FIRST_RUN_AFTER_MS).unref();
  setInterval(run, EVERY_MINUTES * 60_000).unref();
}
