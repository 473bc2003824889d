/** What a follow-up reminder is about: an advice request, or a coached message the person sent. */
export type FollowUpSubject = "advice" | "coach";

/** A follow-up reminder as the browser sees it: when, and whether it went out. */
export type FollowUpReminderView = {
  dueAt: string;
  status: "pending" | "sending" | "sent" | "skipped" | "failed";
};
