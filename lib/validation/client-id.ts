import { text } from "./text";

/** Client-chosen ids (conversations, messages, advice requests): letters, digits, `_` and `-`, at most 36 (a UUID). */
export const ID_PATTERN = /^[A-Za-z0-9_-]{1,36}$/;

export const clientId = () => text().regex(ID_PATTERN, { error: "validation.invalidId" });
