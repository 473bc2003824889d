import "server-only";
import { acceptFollowUp, adviceRefusalFacts } from "@/db/queries/advice-requests";
import type { SessionClaims } from "@/lib/auth/session";
import { AppError } from "@/lib/errors";
import {
  FREE_DAILY_MESSAGES,
  dailyLimitError,
  freeHistoryStart,
  historySince,
  utcToday,
} from "@/lib/limits/plan-limits";
import { seenStatus, staleBefore } from "./runs";
import type { RequestPlace } from "./run-outcome";
import { streamAdviceRun } from "./stream-run";

/**
 * POST /api/advice/{id}/follow-up: records how it went on the user's answered request and streams the
 * advisor's answer in the same structure. It counts against the daily allowance like a request. One
 * follow-up per request; a failed answer can be retried (with the same or a changed text).
 */
export async function followUpOnAdvice(
  claims: SessionClaims,
  id: string,
  text: string,
  place: RequestPlace,
): Promise<Response> {
  const ids = { userId: claims.sub, sessionId: claims.sid, id };
  const since = freeHistoryStart();
  const run = await acceptFollowUp({
    ...ids,
    text,
    today: utcToday(),
    dailyLimit: FREE_DAILY_MESSAGES,
    since,
    staleBefore: staleBefore(),
  });
  if (run) return streamAdviceRun(run, "followUp", place);

  const { sessionOk, user, request } = await adviceRefusalFacts(ids);
  if (!sessionOk || !user) throw new AppError("unauthorized");
  const visibleSince = historySince(user);
  if (!request || request.userId !== claims.sub || (visibleSince && request.createdAt <= visibleSince))
    throw new AppError("not_found");
  if (request.status !== "complete") throw new AppError("advice_unanswered");
  if (request.followUpStatus === "complete") throw new AppError("follow_up_recorded");
  if (request.followUpStatus && seenStatus(request.followUpStatus, request.runStartedAt) === "streaming")
    throw new AppError("reply_in_progress");
  throw dailyLimitError();
}
