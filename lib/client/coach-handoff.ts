// Private text travels between screens in this tab's session storage, never in a URL (history, logs, referrers).

/** Where a conversation's unsent message is kept (components/chat/use-draft.ts): its id, or "new". */
export const chatDraftStorageKey = (draftKey: string) => `chatDraft:${draftKey}`;

const COACH_HANDOFF_KEY = "coachHandoff";

/** What opens the coach prefilled: a chat draft (and the conversation to take the rewrite back to), or a want. */
export type CoachHandoff = { draft?: string; want?: string; chat?: string };

export function handToCoach(handoff: CoachHandoff) {
  try {
    window.sessionStorage.setItem(COACH_HANDOFF_KEY, JSON.stringify(handoff));
  } catch {
    // Without storage the coach simply opens empty.
  }
}

/** The handoff waiting for the coach, read once: it is removed as it is read. */
export function takeCoachHandoff(): CoachHandoff | undefined {
  try {
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(COACH_HANDOFF_KEY) ?? "null");
    window.sessionStorage.removeItem(COACH_HANDOFF_KEY);
    if (!stored || typeof stored !== "object") return undefined;
    const field = (name: keyof CoachHandoff) => {
      const value = (stored as Record<string, unknown>)[name];
      return typeof value === "string" ? value : undefined;
    };
    return { draft: field("draft"), want: field("want"), chat: field("chat") };
  } catch {
    return undefined;
  }
}

/** Puts text in a conversation's message box for when it opens; returns the conversation's address. */
export function handToChat(draftKey: string, text: string): string {
  try {
    window.sessionStorage.setItem(chatDraftStorageKey(draftKey), text);
  } catch {
    // Without storage the conversation opens with an empty box.
  }
  return draftKey === "new" ? "/chat" : `/chat/${draftKey}`;
}
