/** FNV-1a: a tiny, stable string hash, so the same message always picks the same wording. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A deterministic choice among phrasings; the salt keeps different slots from always moving in step. */
export function pick<T>(options: readonly T[], message: string, salt: string): T {
  const choice = options[hash(`${salt}:${message}`) % options.length];
  if (choice === undefined) throw new Error("pick needs at least one option");
  return choice;
}
