/** The plan's five lists, in the order the person fills them in. */
export const SAFETY_PLAN_SECTIONS = ["warningSigns", "coping", "people", "professionals", "safer"] as const;
export type SafetyPlanSection = (typeof SAFETY_PLAN_SECTIONS)[number];

/** A line is a short note ("call my sister: 0400 000 000"), not a diary entry. */
export const PLAN_LINE_MAX = 300;
/**
 * At most this many lines a list. The limits together keep the longest plan (in Chinese, three bytes a
 * character) inside the JSON body limit (lib/api/respond.ts).
 */
export const PLAN_LINES_MAX = 12;

export type SafetyPlanLines = Record<SafetyPlanSection, string[]>;

/** What the API answers with: the lists, and when the person last changed them. */
export type SafetyPlanView = SafetyPlanLines & { updatedAt: string };
