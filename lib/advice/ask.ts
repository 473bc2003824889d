import "server-only";
import { acceptAdviceRequest, adviceRefusalFacts } from "@/db/queries/advice-requests";
import type { SessionClaims } from "@/lib/auth/session";
import { AppError } from "@/lib/errors";
import { FREE_DAILY_MESSAGES, dailyLimitError, utcToday } from "@/lib/limits/plan-limits";
import { storedAnalysisResponse } from "./analysis-response";
import { seenStatus, staleBefore } from "./runs";
import type { RequestPlace } from "./run-outcome";
import { streamAdviceRun } from "./stream-run";

type AskInput = { id: string; situation: string; action: string; reaction?: string };

/**
 * POST /api/advice: stores the request and counts it in one statement, then streams the analysis. The
 * same id again answers with the stored analysis (not counted again), waits its turn while a run is
 * under way, and retries a failed run. Another user's id reads as not found.
 */
export async function askForAdvice(claims: SessionClaims, input: AskInput, place: RequestPlace): Promise<Response> {
  const ids = { userId: claims.sub, sessionId: claims.sid, id: input.id };
  const run = await acceptAdviceRequest({
    ...ids,
    situation: input.situation,
    action: input.action,
    reaction: input.reaction ?? null,
    today: utcToday(),
    dailyLimit: FREE_DAILY_MESSAGES,
    staleBefore: staleBefore(),
  });
  if (run) return streamAdviceRun(run, "request", place);

  const { sessionOk, request } = await adviceRefusalFacts(ids);
  if (!sessionOk) throw new AppError("unauthorized");
  if (request && request.userId !== claims.sub) throw new AppError("not_found");
  if (request?.status === "complete" && request.analysis)
    return storedAnalysisResponse(request.analysis, request.helpCard);
  if (request && seenStatus(request.status, request.runStartedAt) === "streaming")
    throw new AppError("reply_in_progress");
  throw dailyLimitError();
}
