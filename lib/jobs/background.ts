import { sweepExpiredSessions } from "@/lib/auth/logout";
import { sweepIdleTemporaryConversations } from "@/lib/chat/conversations";
import { sweepUnattachedImages } from "@/lib/images/images";
import { errorSummary } from "@/lib/ops/error-summary";

const EVERY_MINUTES = 15;

const JOBS = {
  "sweeping temporary conversations": sweepIdleTemporaryConversations,
  "sweeping expired sessions": sweepExpiredSessions,
  "sweeping unattached images": sweepUnattachedImages,
};

/**
 * Upkeep that no request should pay for, run by each long-lived server on a timer (`next start`,
 * `next dev`). Each job is idempotent, so several instances running it at once is harmless. On
 * serverless hosting, where no process outlives its requests, the same jobs run as scheduled routes.
 */
export function startBackgroundJobs(): void {
  const run = () => {
    for (const [name, job] of Object.entries(JOBS)) {
      job().catch((error: unknown) => console.error(`[jobs] ${name} failed: ${errorSummary(error)}`));
    }
  };
  setInterval(run, EVERY_MINUTES * 60_000).unref();
  run();
}
