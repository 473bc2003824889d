/** One piece of a diff: text both versions share, or text only the rewrite has (`added`) or only the draft (`removed`). */
export type DiffPart = { kind: "same" | "added" | "removed"; text: string };

// Han text has no spaces between words, so each character is its own token; elsewhere a word, a run of spaces
// or one other character (punctuation, emoji).
const TOKEN = /\p{Script=Han}|[\p{L}\p{M}\p{N}'’]+|\s+|[^]/gu;

function tokens(text: string): string[] {
  return text.match(TOKEN) ?? [];
}

function push(parts: DiffPart[], kind: DiffPart["kind"], text: string) {
  const last = parts.at(-1);
  if (last?.kind === kind) last.text += text;
  else parts.push({ kind, text });
}

/**
 * A word-level diff of a draft and its rewrite (the longest common subsequence of their tokens), in reading
 * order (what the draft lost before what the rewrite put in its place), neighbours of one kind merged. Joining the `same` and `added` parts gives
 * the rewrite; `same` and `removed`, the draft.
 */
export function wordDiff(draft: string, rewrite: string): DiffPart[] {
  const a = tokens(draft);
  const b = tokens(rewrite);
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail++;
  const x = a.slice(head, a.length - tail);
  const y = b.slice(head, b.length - tail);
  const width = y.length + 1;
  // lengths[i * width + j]: the longest common subsequence of x[i..] and y[j..].
  const lengths = new Uint32Array((x.length + 1) * width);
  for (let i = x.length - 1; i >= 0; i--)
    for (let j = y.length - 1; j >= 0; j--)
      lengths[i * width + j] =
        x[i] === y[j]
          ? lengths[(i + 1) * width + j + 1]! + 1
          : Math.max(lengths[(i + 1) * width + j]!, lengths[i * width + j + 1]!);

  const ops: DiffPart[] = [];
  if (head > 0) ops.push({ kind: "same", text: a.slice(0, head).join("") });
  let i = 0;
  let j = 0;
  while (i < x.length || j < y.length) {
    if (i < x.length && j < y.length && x[i] === y[j]) {
      ops.push({ kind: "same", text: x[i++]! });
      j++;
    } else if (i < x.length && (j === y.length || lengths[(i + 1) * width + j]! >= lengths[i * width + j + 1]!)) {
      ops.push({ kind: "removed", text: x[i++]! });
    } else {
      ops.push({ kind: "added", text: y[j++]! });
    }
  }
  if (tail > 0) ops.push({ kind: "same", text: a.slice(a.length - tail).join("") });
  return grouped(ops);
}

/**
 * Each run of changes as one removed and one added part; a space both versions share between two changes
 * belongs to the run, so "You never" → "I feel" reads as two phrases, not four words.
 */
function grouped(ops: DiffPart[]): DiffPart[] {
  const parts: DiffPart[] = [];
  let removed = "";
  let added = "";
  const flush = () => {
    if (removed) push(parts, "removed", removed);
    if (added) push(parts, "added", added);
    removed = added = "";
  };
  ops.forEach((op, index) => {
    const inRun = (removed || added) && /^\s+$/.test(op.text) && ops[index + 1] && ops[index + 1]!.kind !== "same";
    if (op.kind === "removed") removed += op.text;
    else if (op.kind === "added") added += op.text;
    else if (op.kind === "same" && inRun) {
      removed += op.text;
      added += op.text;
    } else {
      flush();
      push(parts, "same", op.text);
    }
  });
  flush();
  return parts;
}
