import { OPEN_CONVERSATION_KEY } from "./open-conversation-memory";

/** Where the inline script leaves the request it started, for the chat screen to take once. */
const EARLY = "hearthEarlyConversation";

type Early = { id: string; response: Promise<Response> };

/**
 * Serialised into /chat's HTML, so it runs while the page's scripts still load: the conversation that
 * /chat will open (the one this tab had open before a reload) starts loading now instead of after hydration.
 * (A /chat/{id} link's conversation is in the page itself.) Self-contained (no references outside its body); it cannot use the API
 * client, so it asks the way `apiFetch` does, and the answer is read by `api` like any other.
 */
function startEarly(openKey: string, slot: string) {
  try {
    const id = window.sessionStorage.getItem(openKey);
    if (!id) return;
    const url = `/api/conversations/${encodeURIComponent(id)}`;
    (window as unknown as Record<string, Early>)[slot] = {
      id,
      response: fetch(url, { credentials: "include", cache: "no-store" }),
    };
  } catch {
    // No storage: the chat screen asks after hydration.
  }
}

export const earlyConversationScript = `(${startEarly.toString()})(${[OPEN_CONVERSATION_KEY, EARLY]
  .map((value) => JSON.stringify(value))
  .join(",")})`;

/** The newest page of conversation `id` if the inline script already asked for it; taken once, whatever the id. */
export function takeEarlyConversation(id: string): Promise<Response> | undefined {
  const slots = window as unknown as Record<string, Early | undefined>;
  const early = slots[EARLY];
  delete slots[EARLY];
  return early?.id === id ? early.response : undefined;
}
