import type { Messages } from "./messages";

/** The message namespaces a client subtree needs, so pages ship only their own strings. */
export function pickMessages<K extends keyof Messages>(
  messages: Messages,
  namespaces: readonly K[],
): Pick<Messages, K> {
  return Object.fromEntries(namespaces.map((ns) => [ns, messages[ns]])) as Pick<Messages, K>;
}
