import "server-only";
import type { UIMessageChunk } from "ai";
import type { SafetyCheck } from "@/lib/safety/categories";
import { helpCardFor, type HelpCardData } from "@/lib/safety/help-card";
import { recordMatch } from "@/lib/safety/record";

/** Where the message came from: what the card's country is guessed from. */
type Place = Parameters<typeof helpCardFor>[1];

const cardParts = (card: HelpCardData | undefined): UIMessageChunk[] =>
  card ? [{ type: "data-help-card", data: card }] : [];

/** A replayed reply shows the card its message asks for again, without counting the match again. */
export function replayedCard(safety: SafetyCheck, place: Place): () => UIMessageChunk[] {
  const card = helpCardFor(safety, place);
  return () => cardParts(card);
}

/**
 * The help cards of a reply: the one the safety decision asks for (sent before any text, and counted,
 * which the stored reply waits for), and one that a model triage made urgent after its budget (sent
 * while the reply streams, and counted). A private chat has no conversation (`conversationId: null`): an urgent
 * card is pinned to none, and only the content-free counts are written.
 */
export function replyHelpCards(place: Place, where: { userId: string; conversationId: string | null }) {
  let card: HelpCardData | undefined;
  let recorded: Promise<void> = Promise.resolve();
  return {
    decided(safety: SafetyCheck) {
      card = helpCardFor(safety, place);
      if (card) recorded = recordMatch({ ...where, check: safety, card });
    },
    prelude: () => cardParts(card),
    recorded: () => recorded,
    late(safety: SafetyCheck | undefined): UIMessageChunk[] {
      const urgent = safety && helpCardFor(safety, place);
      if (!safety || !urgent) return [];
      void recordMatch({ ...where, check: safety, card: urgent });
      return cardParts(urgent);
    },
  };
}
