import type { Line } from "./content-types";
import type { Theme } from "./themes";

/** What the user did or said in the moment, as far as the offline advisor can tell. */
export type ActionKind = "apology" | "blame" | "withdrew" | "joke" | "request" | "expressed" | "other";
/** How the other person reacted, when the user said. */
export type ReactionKind = "angry" | "hurt" | "defensive" | "dismissive" | "withdrew" | "positive" | "other";
/** How trying the advice went, from the user's follow-up. */
export type Outcome = "better" | "worse" | "mixed";

type Everyday = Exclude<Theme, "crisis">;

type FollowUpText = {
  opening: string;
  /** The "In short" of how it went and what comes next. */
  summary: Line;
  you: string;
  them: Line;
  wentWell: string;
  next: readonly [Line, Line];
  script: string;
};

/**
 * Everything one language needs to write a structured analysis of one moment. It sits beside the chat's
 * content (content-types.ts), whose theme steps, questions, love languages and styles it reuses.
 */
export type AnalysisContent = {
  /** What someone in this kind of moment usually needs underneath. */
  needs: Record<Everyday, string>;
  need(need: string): string;
  /** The analysis's "In short": what the moment was and the one thing to do next, by what the user did. */
  summary: Record<ActionKind, Line>;
  you: Record<ActionKind, Line>;
  /** How the user's action may have landed for the other person. */
  landing: Record<ActionKind, Line>;
  their: Record<ReactionKind, Line>;
  noReaction: Line;
  wentWell: Record<ActionKind, string>;
  reflecting: string;
  warmResponse: Line;
  differently: Record<ActionKind, Line>;
  /** A script that addresses the other person by name, or not at all without one. */
  addressed(name: string | undefined, script: string): string;
  scriptOpen: Record<ActionKind, string>;
  scriptCore: Record<Everyday, string>;
  /**
   * Safety replaces the analysis; the screen shows the help card (emergency number and services) above
   * it. The category guidance and the closing question are the chat's (safety-text.ts).
   */
  crisis: {
    urgent: string;
    ack(nickname: string | undefined): string;
    steps: readonly string[];
    theirSide: string;
    wentWell: string;
    script: string;
    /** For someone who says they are under 18, when nothing else matched. */
    youth: { theirSide: string; steps: readonly string[]; script: string };
  };
  followedThrough: string;
  followUp: Record<Outcome, FollowUpText>;
};
