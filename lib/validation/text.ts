import { z } from "zod";

/** C0 control characters but tab and line feed, and DEL: never part of what a person means to write. */
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B-\u001F\u007F]/g;

/**
 * The one normalisation of incoming text: `\n` line endings, other control characters removed (Postgres refuses
 * NUL), lone surrogates → U+FFFD, Unicode NFC (one "é" however typed), trimmed.
 */
export function normaliseText(value: string): string {
  return value.replace(/\r\n?/g, "\n").replace(CONTROL_CHARACTERS, "").toWellFormed().normalize("NFC").trim();
}

/**
 * Every text field of every schema starts here (an ESLint rule forbids a bare `z.string()` elsewhere), so
 * a new field cannot skip the normalisation. Chain `.min`, `.max`, `.regex`, `.toLowerCase` as on any string.
 */
export function text(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).overwrite(normaliseText);
}

/**
 * Passwords are compared, never shown or stored: they are taken exactly as typed (no trimming) but for
 * Unicode NFC, and a control character in one is refused rather than silently dropped.
 */
export function secret(params?: Parameters<typeof z.string>[0]) {
  return z
    .string(params)
    .overwrite((value) => value.toWellFormed().normalize("NFC"))
    .refine((value) => !new RegExp(CONTROL_CHARACTERS.source).test(value), { error: "validation.invalidCharacters" });
}
