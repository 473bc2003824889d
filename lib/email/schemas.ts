import { z } from "zod";
import { text } from "@/lib/validation/text";

/** GET /api/dev/outbox: the recipient, compared as stored (lower case); all of them when left out. */
export const outboxQuerySchema = z.object({ to: text().toLowerCase().max(320).optional() });
