// Apart from the schemas, so the coach's form shows its counters without loading zod.

/** How long each text may be: the form shows a counter against these. */
export const COACH_LIMITS = { draft: 2000, want: 300, recipient: 60 } as const;

/** How it went after the person sent the coached message (POST /api/coach/{id}/feedback). */
export const COACH_OUTCOMES = ["better", "same", "worse"] as const;
