import { fnvHash } from "@/lib/fnv-hash";

/** The phrasings in the order this message tries them: its own first, then the others in turn. */
function ranked<T>(options: readonly T[], message: string, salt: string): T[] {
  if (options.length === 0) throw new Error("pick needs at least one option");
  const start = fnvHash(`${salt}:${message}`) % options.length;
  return options.map((_, i) => options[(start + i) % options.length]!);
}

/** A deterministic choice among phrasings; the salt keeps different slots from always moving in step. */
export function pick<T>(options: readonly T[], message: string, salt: string): T {
  return ranked(options, message, salt)[0]!;
}

/**
 * A choice that avoids what the conversation already said: the phrasings not `used` yet, in this message's
 * order (all of them once every one was used), and the `turn`-th of those, so a later try gets another.
 */
export function pickFresh<T>(
  options: readonly T[],
  message: string,
  salt: string,
  used: (option: T) => boolean,
  turn = 0,
): T {
  const order = ranked(options, message, salt);
  const fresh = order.filter((option) => !used(option));
  const list = fresh.length > 0 ? fresh : order;
  return list[turn % list.length]!;
}

/** Options in the order to offer them: those not `used` yet first, each group in its own order. */
export function freshFirst<T>(options: readonly T[], used: (option: T) => boolean): T[] {
  return [...options.filter((option) => !used(option)), ...options.filter((option) => used(option))];
}
