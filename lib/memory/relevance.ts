import type { MemoryKind } from "./kinds";

type Memory = { id: string; text: string; kind: MemoryKind; updatedAt: Date; lastUsedAt: Date | null };

// One shared word outweighs the most recency and kind can add (3 + 2), so relevance always comes first.
const SHARED_WORD = 10;
const RECENCY = 3;
const RECENCY_DAYS = 30;
const KIND_BONUS: Record<MemoryKind, number> = {
  person: 2,
  helped: 1.5,
  didnt_help: 1.5,
  date: 0,
  topic: 0,
  preference: 0,
};
/** What the prompt spends on an item besides its text: the `[m1]` tag, the kind, the line break. */
const TAG_TOKENS = 6;
const DAY_MS = 86_400_000;

const SEGMENTER = new Intl.Segmenter("zh", { granularity: "word" });
const STOP = new Set(
  (
    "the a an and or but to of in on at for with from by is are was were be been being it its this that these those " +
    "i me my mine you your he him his she her they them their we us our so just really very not no do does did have " +
    "has had what when how why who can could would should will about as if then than there here too also"
  ).split(" "),
);

/** English words (lowercased, no stop words), Chinese words of two or more characters, and every Han bigram. */
function wordsOf(text: string): Set<string> {
  const words = new Set<string>();
  for (const { segment, isWordLike } of SEGMENTER.segment(text.toLowerCase())) {
    if (!isWordLike) continue;
    const word = segment.replace(/['’]s$/, "");
    if (/\p{Script=Han}/u.test(word) ? word.length > 1 : word.length > 1 && !STOP.has(word)) words.add(word);
  }
  for (const run of text.match(/\p{Script=Han}+/gu) ?? []) {
    for (let i = 0; i + 1 < run.length; i++) words.add(run.slice(i, i + 2));
  }
  return words;
}

/** About 4 characters a token for Latin text, one a Han character, plus the tag. */
function tokensOf(text: string): number {
  const han = text.match(/\p{Script=Han}/gu)?.length ?? 0;
  return han + Math.ceil((text.length - han) / 4) + TAG_TOKENS;
}

const lastTouched = (item: Memory) => Math.max(item.updatedAt.getTime(), item.lastUsedAt?.getTime() ?? 0);

/**
 * The items for the prompt, most relevant first: words shared with the message, then recency (against the newest
 * item, not the clock, so the order is deterministic) and kind. An item that would overrun the budget is skipped.
 */
export function pickForPrompt<T extends Memory>(items: T[], message: string, budgetTokens = 300): T[] {
  const said = wordsOf(message);
  const newest = Math.max(...items.map(lastTouched));
  const scored = items.map((item) => {
    const shared = [...wordsOf(item.text)].filter((word) => said.has(word)).length;
    const ageDays = (newest - lastTouched(item)) / DAY_MS;
    const score = shared * SHARED_WORD + RECENCY / (1 + ageDays / RECENCY_DAYS) + KIND_BONUS[item.kind];
    return { item, score, touched: lastTouched(item) };
  });
  scored.sort((a, b) => b.score - a.score || b.touched - a.touched || (a.item.id < b.item.id ? -1 : 1));
  const picked: T[] = [];
  let spent = 0;
  for (const { item } of scored) {
    const cost = tokensOf(item.text);
    if (spent + cost > budgetTokens) continue;
    picked.push(item);
    spent += cost;
  }
  return picked;
}
