import "server-only";
import { settleCoachRun, type AcceptedCoachRun } from "@/db/queries/coach-requests";
import { coachModelFor } from "@/lib/ai/model";
import { learnAfterAnswer } from "@/lib/memory/learn";
import { log } from "@/lib/ops/log";
import { checkSafety } from "@/lib/safety/check";
import { helpCardFor } from "@/lib/safety/help-card";
import { recordMatch } from "@/lib/safety/record";
import { checkBeforeAnswer } from "@/lib/safety/safe-run";
import type { RequestPlace } from "@/lib/advice/run-outcome";
import type { CoachAnswer } from "./answer";
import { closingOf, coachResponse, openingOf } from "./coach-response";
import { modelCoach } from "./model-coach";
import { offlineCoach } from "./offline-coach";

/**
 * Coaches an accepted request and streams the answer (the contract in docs/coach.md). On a safety match the
 * help card goes in a header and no rewrite is offered (no softening a message to or about an abuser); the
 * markers are still shown, read by the local detector. Without a model the offline coach answers.
 */
export async function streamCoachRun({ user, request }: AcceptedCoachRun, place: RequestPlace): Promise<Response> {
  const language = user.aiLanguage;
  const input = { draft: request.draft, want: request.want, recipient: request.recipient };
  const model = coachModelFor(user);
  const local = checkSafety(request.draft);
  const safety = model ? await checkBeforeAnswer(request.draft, local) : local;
  const card = helpCardFor(safety, place);
  const recorded = card ? recordMatch({ userId: user.id, conversationId: null, check: safety, card }) : undefined;

  const settle = async (result: CoachAnswer | null) => {
    await recorded;
    await settleCoachRun({ id: request.id, attempt: request.attempt, result, helpCard: card ?? null });
  };

  return coachResponse(async (write) => {
    let answer: CoachAnswer;
    try {
      if (card || !model) {
        const local = offlineCoach({ draft: request.draft, want: request.want ?? undefined, locale: language });
        answer = {
          markers: local.markers,
          request: local.request.line || null,
          rewrite: card ? null : local.rewrite,
          notes: card ? [] : local.notes,
        };
        write(openingOf(answer.markers, answer.request));
      } else {
        answer = await modelCoach(model, language, input, (markers, asked) => write(openingOf(markers, asked)));
      }
    } catch (error) {
      log.error("coach.model_failed", error, { coachRequestId: request.id });
      await settle(null);
      throw error;
    }
    await settle(answer);
    write(closingOf(answer.rewrite, answer.notes));
    const told = [request.draft, request.want].filter(Boolean).join("\n");
    learnAfterAnswer(
      user,
      { text: told, source: "coach", sourceId: request.id },
      { completed: Promise.resolve(true), flagged: Promise.resolve(safety.flagged) },
    );
  }, card);
}
