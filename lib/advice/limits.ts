// Apart from the schemas, so the ask and follow-up forms show their counters without loading zod.

/** How long each text may be: the form shows a counter against these. */
export const ADVICE_LIMITS = { situation: 2000, action: 1000, reaction: 1000, followUp: 2000 } as const;
