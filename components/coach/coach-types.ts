import type { z } from "zod";
import type { COACH_OUTCOMES } from "@/lib/coach/limits";
import type { HelpCardData } from "@/lib/safety/help-card";
import type { coachResultSchema } from "./coach-schema";

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
