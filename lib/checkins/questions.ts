// Apart from the schemas: db/schema.ts reads these without the project's path aliases.

/**
 * The weekly check-in's five questions, in the order the form asks them. Every answer is 0–6 and higher is
 * better, `conflict` too ("how well did disagreements go"), so the mean of the five is a fair overall line.
 */
export const CHECKIN_QUESTIONS = ["satisfaction", "closeness", "heard", "conflict", "fun"] as const;
export type CheckinQuestion = (typeof CHECKIN_QUESTIONS)[number];
export type CheckinAnswers = Record<CheckinQuestion, number>;

export const CHECKIN_SCALE = { min: 0, max: 6 } as const;

/** The optional note is one sentence. */
export const CHECKIN_NOTE_MAX = 280;

/** A check-in may be dated today or up to seven days before: eight days, never the future. */
export const CHECKIN_DAYS_BACK = 7;

/** The mean of the five answers. */
export function meanOf(answers: CheckinAnswers): number {
  return CHECKIN_QUESTIONS.reduce((sum, question) => sum + answers[question], 0) / CHECKIN_QUESTIONS.length;
}
