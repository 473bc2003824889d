import "server-only";
import type { AcceptedRun } from "@/db/queries/advice-requests";
import { adviceModelFor } from "@/lib/ai/model";
import { momentSafety, toldIn } from "@/lib/ai/offline";
import { learnAfterAnswer } from "@/lib/memory/learn";
import { lateEscalation, startSafeRun } from "@/lib/safety/safe-run";
import { analysisResponse } from "./analysis-response";
import { modelRuns } from "./model-runs";
import { momentOf, type RunPart } from "./prompt";
import { runOutcome, type RequestPlace } from "./run-outcome";

/**
 * Runs the advisor on an accepted request (or its follow-up) and streams the structured analysis as it is
 * written; every advice run goes through here. The steps: the advisor, what the run leaves, the model runs
 * under the safety decision on everything the user wrote about the moment, the response; then memory learns.
 */
export async function streamAdviceRun(run: AcceptedRun, part: RunPart, place: RequestPlace): Promise<Response> {
  const moment = momentOf(run.request, part);
  const advisor = adviceModelFor(run.user, moment);
  const outcome = runOutcome({ run, part, advisor, place });
  const start = modelRuns({ advisor, user: run.user, request: run.request, part, outcome });
  // The help card goes out in a header, ahead of any text: the response starts once the verdict is known.
  const turn = startSafeRun({ text: toldIn(moment), local: momentSafety(moment), moderated: !advisor.offline, start });
  const safety = await turn.verdict;
  const card = outcome.decide(safety);
  const escalated = turn.afterwards.then((triaged) => {
    const late = lateEscalation(safety, triaged);
    if (late) outcome.late(late);
    return Boolean(late?.flagged);
  });
  learnAfterAnswer(
    run.user,
    { text: toldIn(moment), source: "advice", sourceId: run.request.id },
    { completed: outcome.completed, flagged: escalated.then((late) => safety.flagged || late) },
  );
  return analysisResponse(turn.answer(safety), outcome.fail, card);
}
