/** FNV-1a: a tiny, stable 32-bit string hash (the same text always gives the same number). */
export function fnvHash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}
