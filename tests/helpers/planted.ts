/**
 * What tests typed that no log line may repeat: the passwords test accounts sign up with, and every chat
 * message, advice request and follow-up sent through the helpers. tests/setup.ts checks each test file's
 * whole log against it.
 */
export const plantedTexts = new Set<string>();

/** Short strings are left out: a word like "Hi" could be in a log line for reasons of its own. */
export function plant(...texts: (string | undefined)[]) {
  for (const text of texts) if (text && text.length >= 6) plantedTexts.add(text);
}
