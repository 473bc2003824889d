import type { AdviceRequest } from "@/db/schema";

/** A model run never takes this long: one still "streaming" after it has died with its server. */
const RUN_STALE_MS = 5 * 60_000;

export function staleBefore(now = Date.now()): Date {
  return new Date(now - RUN_STALE_MS);
}

type RunStatus = AdviceRequest["status"];

/** The status a reader should see: a run that went quiet long ago has failed, and can be retried. */
export function seenStatus(status: RunStatus, runStartedAt: Date, now = Date.now()): RunStatus {
  return status === "streaming" && runStartedAt <= staleBefore(now) ? "failed" : status;
}
