import { z } from "zod";
import { MARKER_KINDS } from "@/lib/coach/kinds";
import type { COACH_OUTCOMES } from "@/lib/coach/limits";
import type { HelpCardData } from "@/lib/safety/help-card";
import { text } from "@/lib/validation/text";

const markerSchema = z.object({
  kind: z.enum(MARKER_KINDS),
  quote: text(),
  start: z.number().int().min(0),
  end: z.number().int().min(0),
  why: text(),
});

/** What POST /api/coach streams: one JSON object, its markers first. */
export const coachResultSchema = z.object({
  markers: z.array(markerSchema),
  request: text().nullable(),
  rewrite: text().nullable(),
  notes: z.array(text()),
});

export type CoachResult = z.output<typeof coachResultSchema>;
export type CoachMarker = CoachResult["markers"][number];
export type CoachOutcome = (typeof COACH_OUTCOMES)[number];

/** GET /api/coach/{id} (and the answer to its feedback). */
export type CoachRecord = CoachResult & {
  id: string;
  draft: string;
  want: string | null;
  recipient: string | null;
  helpCard: HelpCardData | null;
  sent: boolean;
  outcome: CoachOutcome | null;
  status: "streaming" | "complete" | "failed";
  createdAt: string;
};

/** One line of GET /api/coach. */
export type CoachSummary = Pick<
  CoachRecord,
  "id" | "draft" | "request" | "rewrite" | "sent" | "outcome" | "createdAt"
> & { markerCount: number };

export type CoachPage = { items: CoachSummary[]; nextCursor: string | null };
