/**
 * Every TanStack Query key, from one place. A key starting with an API path is fetched from that path
 * by `pathQuery`; invalidating a key also invalidates the keys that extend it.
 */
export const queryKeys = {
  user: ["/api/user"] as const,
  usage: ["/api/usage"] as const,
  /** The user's own safety plan (settings → safety plan). */
  safetyPlan: ["/api/safety-plan"] as const,
  /** What Hearth remembers, whether memory is on, and the plan's limit (settings → memory). */
  memory: ["/api/memory"] as const,
  /** The user's check-ins from an ISO week on (the insights page). */
  checkins: (from: string) => [`/api/checkins?from=${from}`] as const,
  /** Settings → Reminders. */
  reminderSettings: ["/api/reminders/settings"] as const,
  /** One advice request's or coached message's "ask me how it went". */
  followUpReminder: (subject: "advice" | "coach", id: string) => [`/api/${subject}/${id}/reminder`] as const,
  /** The user's current data export ("Download my data" in settings). */
  dataExport: ["/api/user/export"] as const,
  /** Every page of the conversation list, whatever the search. */
  conversations: ["/api/conversations"] as const,
  conversationSearch: (q: string) => ["/api/conversations", q] as const,
  /** The most recent conversation alone (the free plan's one). */
  latestConversation: ["/api/conversations", { latest: true }] as const,
  conversation: (id: string) => ["conversation", id] as const,
  /** The admin dashboard: each key is its API path and query (all of them start with /api/admin/). */
  adminMetrics: (days: number) => [`/api/admin/metrics?days=${days}`] as const,
  adminCodes: (query: string) => [`/api/admin/redeem-codes?${query}`] as const,
  adminUsers: (query: string) => [`/api/admin/users?${query}`] as const,
  adminAudit: (page: number) => [`/api/admin/audit?page=${page}`] as const,
  /** The key browsers subscribe to reminders with, and how many of the user's have (settings → reminders). */
  pushSubscriptions: ["/api/push/subscriptions"] as const,
  /** Whether this server speaks (voice chat), or the browser's own speech features are used. */
  voice: ["/api/voice"] as const,
  /** Every page of the advice history, whatever the search. */
  adviceList: ["/api/advice"] as const,
  adviceSearch: (q: string) => ["/api/advice", q] as const,
  advice: (id: string) => ["advice", id] as const,
  /** Every page of the coach history, whatever the search. */
  coachList: ["/api/coach"] as const,
  coachSearch: (q: string) => ["/api/coach", q] as const,
  coach: (id: string) => ["coach", id] as const,
};
