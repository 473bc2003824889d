/** A short title from the first message: its first line, cut at a word near 60 characters. */
export function titleFrom(text: string): string {
  const line = text.trim().split("\n")[0]!.trim();
  if (line.length <= 60) return line;
  const cut = line.slice(0, 60);
  const space = cut.lastIndexOf(" ");
  return `${(space > 30 ? cut.slice(0, space) : cut).trim()}…`;
}
