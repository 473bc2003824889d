import { fc, it } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { chatRequestSchema, renameSchema } from "@/lib/chat/schemas";
import { normaliseText, secret } from "@/lib/validation/text";
import { hostileText } from "../helpers/hostile-input";

const isLoneSurrogate = (text: string) => !text.isWellFormed();

describe("normaliseText: the one normalisation of every text entering the system", () => {
  it.prop([hostileText])("leaves no control character but tab and newline, in NFC, well formed and trimmed", (raw) => {
    const text = normaliseText(raw);
    expect(text).not.toMatch(/[\u0000-\u0008\u000B-\u001F\u007F]/);
    expect(isLoneSurrogate(text)).toBe(false);
    expect(text).toBe(text.normalize("NFC"));
    expect(text).toBe(text.trim());
  });

  it.prop([hostileText])("is idempotent: normalised text passes through unchanged", (raw) => {
    expect(normaliseText(normaliseText(raw))).toBe(normaliseText(raw));
  });

  it.prop([fc.string({ unit: "grapheme" })])("keeps ordinary text as it is, but for trimming and NFC", (raw) => {
    fc.pre(!/[\u0000-\u0008\u000B-\u001F\u007F\r]/.test(raw));
    expect(normaliseText(raw)).toBe(raw.normalize("NFC").trim());
  });

  it("turns CRLF into LF, drops NUL and escape sequences' ESC, and composes accents", () => {
    expect(normaliseText("  a\r\nb\u0000c\u001b[0m e\u0301\t ")).toBe("a\nbc[0m é");
  });

  it("is what the schemas apply: a message of NUL only is empty, a title's NUL is dropped", () => {
    const parsed = chatRequestSchema.safeParse({ conversationId: "c1", messageId: "m1", text: "\u0000\u0000" });
    expect(parsed.error?.issues[0]?.message).toBe("validation.messageEmpty");
    expect(renameSchema.parse({ title: "Our\u0000 talk\r\n" })).toEqual({ title: "Our talk" });
  });

  it("refuses control characters in a password instead of silently changing it, and keeps its spaces", () => {
    expect(secret().safeParse("pass\u0000word").error?.issues[0]?.message).toBe("validation.invalidCharacters");
    expect(secret().parse(" pass word ")).toBe(" pass word ");
    expect(secret().parse("cafe\u0301")).toBe("café");
  });
});
