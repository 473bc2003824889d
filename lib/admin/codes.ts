import "server-only";
import { deactivateRedeemCode, insertRedeemCodeBatch, listRedeemCodes } from "@/db/queries/redeem-codes";
import type { User } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { DURATION_DAYS, newRedeemCode } from "@/lib/redeem/codes";
import type { z } from "zod";
import { ADMIN_PAGE_SIZE, type codeListQuerySchema, type generateCodesSchema } from "./schemas";

/** Generates a batch of codes (with its audit row); a clash with an existing code just draws a new batch. */
export async function generateCodes(admin: User, input: z.output<typeof generateCodesSchema>) {
  const batchId = crypto.randomUUID();
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const codes = Array.from({ length: input.count }, newRedeemCode);
    const rows = await insertRedeemCodeBatch({
      codes,
      type: input.type,
      durationDays: DURATION_DAYS[input.type],
      maxUses: input.maxUses,
      expiresAt: input.expiresAt,
      batchId,
      adminId: admin.id,
    });
    if (rows) {
      return {
        batchId,
        codes: rows.map(({ id, code, type, maxUses, expiresAt, createdAt }) => ({
          id,
          code,
          type,
          maxUses,
          expiresAt,
          createdAt,
        })),
      };
    }
  }
  throw new AppError("conflict");
}

/**
 * A page of codes. A use stays counted when its account is deleted, but who it was goes with the account:
 * `deletedRedeemers` are the uses no account answers for any more.
 */
export async function listCodes({ status, batch, page }: z.output<typeof codeListQuerySchema>) {
  const result = await listRedeemCodes({
    status,
    batchId: batch,
    limit: ADMIN_PAGE_SIZE,
    offset: (page - 1) * ADMIN_PAGE_SIZE,
  });
  const codes = result.codes.map((code) => ({
    ...code,
    deletedRedeemers: Math.max(0, code.currentUses - code.redemptions.length),
  }));
  return { codes, total: result.total, page, pageSize: ADMIN_PAGE_SIZE };
}

export async function deactivateCode(admin: User, id: string) {
  if (!(await deactivateRedeemCode({ id, adminId: admin.id }))) throw new AppError("not_found");
  return { ok: true };
}

export type GeneratedBatch = Awaited<ReturnType<typeof generateCodes>>;
export type CodePage = Awaited<ReturnType<typeof listCodes>>;
