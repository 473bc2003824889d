import { z } from "zod";
import { clientId } from "@/lib/validation/client-id";
import { text } from "@/lib/validation/text";
import { MEMORY_KINDS, MEMORY_TEXT_MAX } from "./kinds";

const memoryText = text()
  .min(1, { error: "validation.memoryEmpty" })
  .max(MEMORY_TEXT_MAX, { error: "validation.memoryTooLong" });
const memoryKind = z.enum(MEMORY_KINDS, { error: "validation.memoryKind" });

/** POST /api/memory: "add something Hearth should know". */
export const addMemorySchema = z.strictObject({ text: memoryText, kind: memoryKind.default("topic") });

/** PATCH /api/memory/{id}: a new text, a new kind, or both. */
export const editMemorySchema = z
  .strictObject({ text: memoryText.optional(), kind: memoryKind.optional() })
  .refine((edit) => edit.text !== undefined || edit.kind !== undefined, { error: "validation.noSettings" });

/** The id in /api/memory/{id}. */
export const memoryIdSchema = z.object({ id: clientId() });
