import "server-only";
import { z } from "zod";
import { MODEL_PREFERENCES } from "@/db/schema";
import { timeZoneSchema } from "@/lib/checkins/time-zone";
import { LOCALES } from "@/lib/i18n/locales";
import { aiToneSchema } from "@/lib/profile/fields";

const language = z.enum(LOCALES, { error: "validation.language" });
const toggle = z.boolean({ error: "validation.toggle" });

/**
 * PATCH /api/settings: any of the account's preferences. Strict: a key that is not a setting (an id,
 * a plan flag) is refused, never ignored.
 */
export const settingsSchema = z
  .strictObject({
    language: language.optional(),
    aiLanguage: language.optional(),
    modelPreference: z.enum(MODEL_PREFERENCES, { error: "validation.modelPreference" }).optional(),
    testMode: toggle.optional(),
    saveConversations: toggle.optional(),
    memoryEnabled: toggle.optional(),
    /** An IANA name (Asia/Taipei), never an offset: where the person's day and week begin for check-ins. */
    timeZone: timeZoneSchema.optional(),
  })
  .refine((settings) => Object.values(settings).some((value) => value !== undefined), {
    error: "validation.noSettings",
  });

export type Settings = z.output<typeof settingsSchema>;

/** POST /api/settings/ai-tone: a persona id or its tone label. */
export const toneSchema = z.object({ aiTone: aiToneSchema });
