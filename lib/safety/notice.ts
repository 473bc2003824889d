import "server-only";
import type { z } from "zod";
import { updateUser } from "@/db/queries/users";
import type { User } from "@/db/schema";
import { AppError } from "@/lib/errors";
import type { safetyNoticeSchema } from "./notice-schema";

/**
 * Stores that the user read the first-use notice. Accounts older than the 18+ confirmation at sign-up
 * confirm it here; the first time of each is kept.
 */
export async function acknowledgeSafetyNotice(
  user: User,
  { adultAttested }: z.output<typeof safetyNoticeSchema>,
): Promise<User> {
  if (!user.adultAttestedAt && !adultAttested) throw new AppError("adult_attestation_required");
  const now = new Date();
  const updated = await updateUser({
    id: user.id,
    values: { safetyNoticeAt: user.safetyNoticeAt ?? now, adultAttestedAt: user.adultAttestedAt ?? now },
  });
  if (!updated) throw new AppError("not_found");
  return updated;
}
