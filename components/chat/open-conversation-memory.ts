/** The conversation open in this tab, kept for a reload (sessionStorage: per tab, cleared when leaving the app). */
export const OPEN_CONVERSATION_KEY = "openConversationId";

export function rememberOpenConversation(id: string | null) {
  try {
    if (id) window.sessionStorage.setItem(OPEN_CONVERSATION_KEY, id);
    else window.sessionStorage.removeItem(OPEN_CONVERSATION_KEY);
  } catch {
    // Without storage a reload opens a new chat, as it always did.
  }
}

export function rememberedConversation(): string | null {
  try {
    return window.sessionStorage.getItem(OPEN_CONVERSATION_KEY);
  } catch {
    return null;
  }
}
