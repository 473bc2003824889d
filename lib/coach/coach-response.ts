import { HELP_CARD_HEADER, type HelpCardData } from "@/lib/safety/help-card";
import type { CoachAnswer } from "./answer";

/** The answer's headers; a safety match's help card travels in one, as advice's does. */
function headers(card: HelpCardData | null | undefined): HeadersInit {
  return {
    "content-type": "text/plain; charset=utf-8",
    "cache-control": "no-store",
    ...(card ? { [HELP_CARD_HEADER]: JSON.stringify(card) } : {}),
  };
}

/**
 * The answer's JSON text in two parts, its keys in the contract's order (a marker's too, which jsonb storage
 * does not keep): markers and request, then the rest.
 */
export const openingOf = (markers: CoachAnswer["markers"], request: string | null) =>
  `{"markers":${JSON.stringify(markers.map(({ kind, quote, start, end, why }) => ({ kind, quote, start, end, why })))},"request":${JSON.stringify(request)}`;
export const closingOf = (rewrite: string | null, notes: string[]) =>
  `,"rewrite":${JSON.stringify(rewrite)},"notes":${JSON.stringify(notes)}}`;

const encoder = new TextEncoder();

/**
 * Streams the answer as its JSON text is written: `run` writes the opening as soon as the markers are known and
 * the closing once the rewrite has passed. A failing run breaks the stream off, so a half answer never reads as
 * whole. The run goes on when the browser leaves, so its answer is still stored.
 */
export function coachResponse(
  run: (write: (text: string) => void) => Promise<void>,
  card: HelpCardData | undefined,
): Response {
  let gone = false;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      const write = (text: string) => {
        if (!gone) controller.enqueue(encoder.encode(text));
      };
      void run(write).then(
        () => !gone && controller.close(),
        (error: unknown) => !gone && controller.error(error),
      );
    },
    cancel() {
      gone = true;
    },
  });
  return new Response(body, { headers: headers(card) });
}

/** A request answered before (the same id sent again): its stored answer and help card, in the same format. */
export function storedCoachResponse(answer: CoachAnswer, card: HelpCardData | null): Response {
  return new Response(openingOf(answer.markers, answer.request) + closingOf(answer.rewrite, answer.notes), {
    headers: headers(card),
  });
}
