/**
 * The range of the `occurrence`-th appearance (1 for the first) of `quote` in `draft`, as JavaScript string
 * offsets; undefined when it appears fewer times. Fixtures and model answers name markers this way.
 */
export function rangeOf(draft: string, quote: string, occurrence = 1): { start: number; end: number } | undefined {
  if (quote.length === 0 || occurrence < 1) return undefined;
  let from = 0;
  for (let seen = 1; ; seen++) {
    const start = draft.indexOf(quote, from);
    if (start < 0) return undefined;
    if (seen === occurrence) return { start, end: start + quote.length };
    from = start + 1;
  }
}
