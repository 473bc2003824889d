import { OPEN_CONVERSATION_KEY } from "./open-conversation-memory";

/** Marks a /chat/{id} load as the tab reopening its conversation: one deleted meanwhile gives a new chat. */
export const REOPEN_PARAM = "reopen";

/**
 * Inlined into /chat's HTML, so before any script a tab that had a conversation open goes to its link, whose page
 * holds its newest messages, not to an empty chat that fetches them after hydration. Must reference nothing
 * outside its body. A /chat with a query (?welcome=demo) stays.
 */
function reopen(openKey: string, param: string) {
  try {
    const id = window.sessionStorage.getItem(openKey);
    if (!id || window.location.search) return;
    window.stop();
    window.location.replace(`/chat/${encodeURIComponent(id)}?${param}`);
  } catch {
    // No storage: the chat opens empty.
  }
}

export const reopenConversationScript = `(${reopen.toString()})(${[OPEN_CONVERSATION_KEY, REOPEN_PARAM]
  .map((value) => JSON.stringify(value))
  .join(",")})`;
