import type { CheckinAnswers } from "./questions";

/** One check-in as the API and the insights page show it (times as ISO strings on the wire). */
export type CheckinView = {
  id: string;
  /** The ISO week it counts for, `YYYY-Www`. */
  week: string;
  /** The day it is about, `YYYY-MM-DD`, in the person's time zone. */
  date: string;
  answers: CheckinAnswers;
  note: string | null;
  createdAt: string;
  updatedAt: string;
};

/** An advice request of the weeks shown, as the insights page lists it and reads "what helped" from it. */
export type InsightAdvice = {
  id: string;
  title: string;
  /** The week it was asked in, in the person's time zone. */
  week: string;
  createdAt: string;
  helpful: boolean | null;
  /** How it went when they tried it (the follow-up they wrote); null without one. */
  followUp: string | null;
};

/** What the insights page starts from. */
export type Insights = {
  /** The person's today and this week, in their time zone (UTC until one is set). */
  today: string;
  week: string;
  timeZone: string | null;
  /** The first week shown: a year of weeks up to this one. */
  from: string;
  checkins: CheckinView[];
  advice: InsightAdvice[];
  /** The free plan shows advice of its history window only. */
  adviceWindowLimited: boolean;
};
