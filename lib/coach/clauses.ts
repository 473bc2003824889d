/** A stretch of the draft between separators: its range, and the separator run that follows it. */
export type Clause = { start: number; end: number; after: number; sentence: number };

// Clause ends: punctuation of both scripts, line breaks and emoji (texting uses an emoji as a full stop).
const SEPARATOR =
  /[.!?。！？;；\n]+|[,，、]+|\p{Extended_Pictographic}[\p{Extended_Pictographic}\u200d\ufe0f\p{Emoji_Modifier}]*/gu;
const SENTENCE_END = /[.!?。！？;；\n]|\p{Extended_Pictographic}/u;

/** The draft's clauses in order; those of one sentence share `sentence`. Separators inside a number ("2.5") do not split. */
export function clausesOf(draft: string): Clause[] {
  const clauses: Clause[] = [];
  let at = 0;
  let sentence = 0;
  for (const match of draft.matchAll(SEPARATOR)) {
    if (/^[.,]$/.test(match[0]) && /\d/.test(draft[match.index - 1] ?? "") && /\d/.test(draft[match.index + 1] ?? ""))
      continue;
    let after = match.index + match[0].length;
    while (after < draft.length && /\s/.test(draft[after]!)) after++;
    if (draft.slice(at, match.index).trim()) clauses.push({ start: at, end: match.index, after, sentence });
    else if (clauses.length > 0) clauses[clauses.length - 1]!.after = after;
    if (SENTENCE_END.test(match[0])) sentence++;
    at = after;
  }
  if (draft.slice(at).trim()) clauses.push({ start: at, end: draft.length, after: draft.length, sentence });
  return clauses;
}
