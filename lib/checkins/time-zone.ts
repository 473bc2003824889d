import { text } from "@/lib/validation/text";

/** A zone's name: letters first, then IANA's characters; never an offset such as "+08:00" or "UTC+8". */
const NAME = /^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+)*$/;

/**
 * The account's time zone as stored: the IANA name as the platform lists it (Asia/Kolkata), else as it
 * resolves it ("asia/taipei" is Asia/Taipei, "UTC" stays UTC); null when it is no zone this server knows.
 */
export function canonicalTimeZone(name: string): string | null {
  if (name.length > 64 || !NAME.test(name)) return null;
  if (Intl.supportedValuesOf("timeZone").includes(name)) return name;
  try {
    return new Intl.DateTimeFormat("en-US", { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** PATCH /api/settings `timeZone`: an IANA name, stored as `canonicalTimeZone` gives it. */
export const timeZoneSchema = text({ error: "validation.timeZone" })
  .refine((name) => canonicalTimeZone(name) !== null, { error: "validation.timeZone" })
  .transform((name) => canonicalTimeZone(name)!);
