import type { AdviceAnalysis } from "@/lib/advice/analysis-schema";
import type { HelpCardData } from "@/lib/safety/help-card";

export type RunStatus = "streaming" | "complete" | "failed";

/** GET /api/advice/{id} as JSON. */
export type AdviceRecord = {
  id: string;
  situation: string;
  action: string;
  reaction: string | null;
  status: RunStatus;
  analysis: AdviceAnalysis | null;
  persona: string | null;
  offline: boolean | null;
  helpful: boolean | null;
  followUp: string | null;
  followUpStatus: RunStatus | null;
  followUpAnalysis: AdviceAnalysis | null;
  followUpAt: string | null;
  /** Shown above the analysis (and the follow-up's answer) when the safety check matched. */
  helpCard: HelpCardData | null;
  followUpHelpCard: HelpCardData | null;
  createdAt: string;
};

/** One line of GET /api/advice. */
export type AdviceSummary = {
  id: string;
  title: string;
  createdAt: string;
  status: RunStatus;
  persona: string | null;
  helpful: boolean | null;
  followedUp: boolean;
};

export type AdvicePage = { requests: AdviceSummary[]; nextCursor: string | null };
