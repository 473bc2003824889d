/**
 * What a private chat's message may carry of the conversation before it: the newest complete turns, at most
 * `turns` of them, each at most `turnChars` and `chars` in all (characters after normalising; the chat's model
 * history budget holds them all). The server refuses more (lib/chat/schemas.ts); the browser sends the newest
 * turns that fit (components/chat/chat-client.ts). No zod here: the chat's browser bundle imports it.
 */
export const PRIVATE_HISTORY = { turns: 40, turnChars: 8000, chars: 12_000 } as const;
