import "server-only";
import { settleCoachRun, type AcceptedCoachRun } from "@/db/queries/coach-requests";
import { coachModelFor } from "@/lib/ai/model";
import { env } from "@/lib/env";
import { log } from "@/lib/ops/log";
import { NO_MATCH, unionOf, type SafetyCheck } from "@/lib/safety/categories";
import { checkSafety } from "@/lib/safety/check";
import { helpCardFor } from "@/lib/safety/help-card";
import { moderateWithin, moderationAvailable } from "@/lib/safety/moderation";
import { recordMatch } from "@/lib/safety/record";
import type { RequestPlace } from "@/lib/advice/run-outcome";
import type { CoachAnswer } from "./answer";
import { closingOf, coachResponse, openingOf } from "./coach-response";
import { modelCoach } from "./model-coach";
import { offlineCoach } from "./offline-coach";

/** The safety check of the draft: the local rules, and the provider's moderation within its budget when a model is configured. */
async function draftSafety(draft: string, hosted: boolean): Promise<SafetyCheck> {
  const local = checkSafety(draft);
  if (local.flagged || !hosted || !moderationAvailable()) return local;
  return unionOf(local, (await moderateWithin(draft, env().AI_MODERATION_BUDGET_MS)) ?? NO_MATCH);
}

/**
 * Coaches an accepted request and streams the answer (the contract in docs/coach.md). On a safety match the
 * help card goes in a header and no rewrite is offered (no softening a message to or about an abuser); the
 * markers are still shown, read by the local detector. Without a model the offline coach answers.
 */
export async function streamCoachRun({ user, request }: AcceptedCoachRun, place: RequestPlace): Promise<Response> {
  const language = user.aiLanguage;
  const input = { draft: request.draft, want: request.want, recipient: request.recipient };
  const model = coachModelFor(user);
  const safety = await draftSafety(request.draft, Boolean(model));
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
  }, card);
}
