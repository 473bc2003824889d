/** The longest one-line preview of a message, in characters (the list cuts it to its width anyway). */
export const PREVIEW_LENGTH = 140;

const RULE = /^\s*([-*_])(?:\s*\1){2,}\s*$/gm;
const BLOCK_MARKS = /^\s*(?:#{1,6}\s+|>\s?|[-*•+]\s+|\d+[.)]\s+)/gm;
const LINK = /\[([^\]]*)\]\([^)]*\)?/g;
const PAIRED = /(\*\*|__)(.+?)\1/g;
const SINGLE = /(?<![\p{L}\p{N}*_])([*_])(?![\s*_])(.+?)(?<![\s*_])\1(?![\p{L}\p{N}])/gu;
const CODE = /`([^`]*)`/g;

/**
 * A message as one line of plain text for previews: the chat's Markdown marks are removed (also one left open
 * where the stored text was cut), lines are joined, and a long text ends at a word with "…". Only marks: null.
 */
export function previewText(markdown: string, length = PREVIEW_LENGTH): string | null {
  const plain = markdown
    .replace(RULE, "")
    .replace(BLOCK_MARKS, "")
    .replace(LINK, "$1")
    .replace(CODE, "$1")
    .replace(PAIRED, "$2")
    .replace(SINGLE, "$2")
    .replace(/\*\*|__|`/g, "")
    .replace(/\s+/g, " ")
    .trim();
  if (!plain) return null;
  const characters = [...plain];
  if (characters.length <= length) return plain;
  const cut = characters.slice(0, length - 1).join("");
  const lastSpace = cut.lastIndexOf(" ");
  return `${lastSpace > cut.length * 0.7 ? cut.slice(0, lastSpace) : cut}…`;
}
