import { z } from "zod";
import { text } from "@/lib/validation/text";
import { CODE_STATUSES, CODE_TYPES, MAX_CODES_PER_BATCH } from "./code-rules";

export const ADMIN_PAGE_SIZE = 25;

/**
 * POST /api/admin/redeem-codes (spec sections 5 and 9): type 1_week or 1_month, count 1 to 100,
 * expiresAt optional and in the future, maxUses default 1. The form sends `expiresAt` as an ISO moment.
 */
export const generateCodesSchema = z.strictObject({
  type: z.enum(CODE_TYPES, { error: "validation.codeType" }),
  count: z
    .number({ error: "validation.codeCount" })
    .int({ error: "validation.codeCount" })
    .min(1, { error: "validation.codeCount" })
    .max(MAX_CODES_PER_BATCH, { error: "validation.codeCount" }),
  expiresAt: z.iso
    .datetime({ offset: true, error: "validation.expiryDate" })
    .transform((value) => new Date(value))
    .refine((date) => date.getTime() > Date.now(), { error: "validation.expiryInPast" })
    .nullish()
    .transform((date) => date ?? null),
  maxUses: z
    .number({ error: "validation.maxUses" })
    .int({ error: "validation.maxUses" })
    .min(1, { error: "validation.maxUses" })
    .max(100_000, { error: "validation.maxUses" })
    .default(1),
});

const page = z.coerce.number().int().min(1).max(100_000).default(1);

export const codeListQuerySchema = z.object({
  status: z.enum(CODE_STATUSES).optional(),
  batch: text().max(64, { error: "validation.tooLong" }).optional(),
  page,
});

/** PATCH /api/admin/redeem-codes/[id]: the one change a code allows is to stop working. */
export const deactivateCodeSchema = z.strictObject({
  isActive: z.literal(false, { error: "validation.invalidInput" }),
});

export const userSearchQuerySchema = z.object({
  q: text().max(200, { error: "validation.tooLong" }).optional(),
  /** `?flagged=1`: only the accounts flagged for review as possibly under 18. */
  flagged: z
    .enum(["0", "1"], { error: "validation.invalidInput" })
    .optional()
    .transform((value) => value === "1"),
  page,
});

export const auditQuerySchema = z.object({ page });

export const metricsQuerySchema = z.object({ days: z.enum(["30", "90"]).default("30").transform(Number) });

export const adminIdSchema = z.object({ id: text().min(1, { error: "validation.invalidId" }).max(64) });

/** POST /api/admin/users/[id]: one change to one account. */
export const userActionSchema = z.discriminatedUnion(
  "action",
  [
    z.strictObject({
      action: z.literal("grant_pro"),
      days: z
        .number({ error: "validation.proDays" })
        .int({ error: "validation.proDays" })
        .min(1, { error: "validation.proDays" })
        .max(3650, { error: "validation.proDays" }),
    }),
    z.strictObject({ action: z.literal("grant_lifetime") }),
    z.strictObject({ action: z.literal("revoke_pro") }),
    z.strictObject({
      action: z.literal("set_admin"),
      admin: z.boolean({ error: "validation.toggle" }),
      /** Taking away one's own right needs saying so. */
      confirmSelf: z.boolean({ error: "validation.toggle" }).default(false),
    }),
    z.strictObject({ action: z.literal("resend_verification") }),
    /** After review: the safety check's under-18 flag is lifted. */
    z.strictObject({ action: z.literal("clear_under18_flag") }),
  ],
  { error: "validation.invalidInput" },
);
export type UserAction = z.output<typeof userActionSchema>;
