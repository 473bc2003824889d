/**
 * Where a sentence ends: Latin closing punctuation and the space after it (a full stop with no space may be
 * "3.5"), CJK closing punctuation (no space follows it), or a line break.
 */
const SENTENCE_END = /[.!?…]+["'”’)]*(\s+|$)|[。！？]+[」』”’）]*|\n+/g;

/**
 * Splits a reply that is still arriving into the sentences complete so far, from `offset` on; returns
 * them and where the next one starts. With `done`, the rest counts as a sentence too.
 */
export function completeSentences(text: string, offset: number, done: boolean) {
  const sentences: string[] = [];
  let start = offset;
  SENTENCE_END.lastIndex = offset;
  for (let match = SENTENCE_END.exec(text); match; match = SENTENCE_END.exec(text)) {
    const end = match.index + match[0].length;
    if (end === text.length && !done && match[1] === "") break;
    sentences.push(text.slice(start, end));
    start = end;
  }
  if (done && start < text.length) {
    sentences.push(text.slice(start));
    start = text.length;
  }
  return { sentences: sentences.map(speakable).filter(Boolean), next: start };
}

/** Markdown read aloud would say its marks: only the words are kept. */
function speakable(sentence: string): string {
  return sentence
    .replace(/[*_`#>]+/g, "")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .trim();
}
