import { OPEN_CONVERSATION_KEY } from "./open-conversation-memory";

/** Marks a /chat/{id} load as the tab reopening its conversation: one deleted meanwhile gives a new chat. */
export const REOPEN_PARAM = "reopen";

/**
 * Serialised into /chat's HTML, so it runs before any of the page's scripts: a tab that had a conversation
 * open (a reload, or a full load coming back from another page) goes on to that conversation's link, whose
 * page already holds its newest messages, instead of an empty chat that asks for them after hydration.
 * Self-contained: it references nothing outside its body. A /chat with a query (?welcome=demo) stays.
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
