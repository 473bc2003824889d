import { z } from "zod";
import { text } from "@/lib/validation/text";

/** POST /api/reminders/unsubscribe: the signed token from the e-mail's link (lib/reminders/unsubscribe-token.ts). */
export const unsubscribeQuerySchema = z.object({ token: text().max(512) });
