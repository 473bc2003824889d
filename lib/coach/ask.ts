import "server-only";
import { acceptCoachRequest, coachRefusalFacts } from "@/db/queries/coach-requests";
import type { SessionClaims } from "@/lib/auth/session";
import { seenStatus, staleBefore } from "@/lib/advice/runs";
import type { RequestPlace } from "@/lib/advice/run-outcome";
import { AppError } from "@/lib/errors";
import { FREE_DAILY_MESSAGES, dailyLimitError, utcToday } from "@/lib/limits/plan-limits";
import { storedCoachResponse } from "./coach-response";
import { streamCoachRun } from "./run";

type CoachAsk = { id: string; draft: string; want?: string; recipient?: string };

/**
 * POST /api/coach: stores the draft and counts it in one statement, then streams the answer. The same id again
 * answers with the stored answer (not counted again), waits its turn while a run is under way, and retries a
 * failed run. Another user's id reads as not found.
 */
export async function askCoach(claims: SessionClaims, input: CoachAsk, place: RequestPlace): Promise<Response> {
  const ids = { userId: claims.sub, sessionId: claims.sid, id: input.id };
  const run = await acceptCoachRequest({
    ...ids,
    draft: input.draft,
    want: input.want ?? null,
    recipient: input.recipient ?? null,
    today: utcToday(),
    dailyLimit: FREE_DAILY_MESSAGES,
    staleBefore: staleBefore(),
  });
  if (run) return streamCoachRun(run, place);

  const { sessionOk, request } = await coachRefusalFacts(ids);
  if (!sessionOk) throw new AppError("unauthorized");
  if (request && request.userId !== claims.sub) throw new AppError("not_found");
  if (request?.status === "complete" && request.result) return storedCoachResponse(request.result, request.helpCard);
  if (request && seenStatus(request.status, request.runStartedAt) === "streaming")
    throw new AppError("reply_in_progress");
  throw dailyLimitError();
}
