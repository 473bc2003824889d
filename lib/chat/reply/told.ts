import "server-only";
import { messageImages } from "@/db/queries/images";
import type { Language } from "@/db/schema";
import { readImages } from "@/lib/images/images";
import type { SafetyCheck } from "@/lib/safety/categories";
import { CONTEXT_MESSAGES, checkSafety } from "@/lib/safety/check";
import type { TurnInput, Turn } from "../accept";

/** How long a hosted model's reply may wait for the safety check of the text read in its images. */
const IMAGE_CHECK_BUDGET_MS = 10_000;

export type MessageImage = Awaited<ReturnType<typeof messageImages>>[number];

/** What the user told in this message, as the model and the safety check read it. */
export type Told = {
  images: MessageImage[];
  /** The text read in each image, when it is read before the reply (else empty). */
  read: string[];
  /** The message and the text read in its images: what the safety check reads. */
  text: string;
  /** The user's messages just before this one, which the checks read with it. */
  previous: string[];
  /** The local safety check of all of it (no I/O). */
  local: SafetyCheck;
};

/**
 * The message with its images. The text in the images is read now for the offline advisor (which
 * answers from that text) and for a replay; a hosted model gets the images themselves, and their text
 * is read beside its first call (`imageCheck`), like moderation.
 */
export async function whatWasTold(turn: Turn, input: TurnInput, offline: boolean): Promise<Told> {
  const images =
    input.imageIds.length > 0
      ? await messageImages({ conversationId: input.conversationId, messageId: input.messageId })
      : [];
  const read =
    images.length > 0 && (offline || turn.outcome === "replay") ? await readImages(images, turn.user.aiLanguage) : [];
  const text = [input.text, ...read].filter(Boolean).join("\n");
  const previous =
    turn.outcome === "accepted"
      ? turn.history
          .filter((h) => h.role === "user")
          .slice(-CONTEXT_MESSAGES)
          .map((h) => h.content)
      : [];
  return { images, read, text, previous, local: checkSafety(text, previous) };
}

/** The safety check of the text read in the images, or undefined when reading takes longer than the budget. */
export async function imageCheck(images: MessageImage[], language: Language): Promise<SafetyCheck | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const budget = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), IMAGE_CHECK_BUDGET_MS);
  });
  try {
    return await Promise.race([readImages(images, language).then((read) => checkSafety(read.join("\n"))), budget]);
  } finally {
    clearTimeout(timer);
  }
}
