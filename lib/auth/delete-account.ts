import "server-only";
import { deleteUserAndData } from "@/db/queries/users";
import type { User } from "@/db/schema";
import { endSubscriptionsOf } from "@/lib/billing/portal";
import { AppError } from "@/lib/errors";

/**
 * Deletes the account and every row that belongs to it (its data exports too), in one transaction —
 * after ending its subscriptions at the payment provider, so that a deleted account is never charged
 * again. When the provider cannot cancel, nothing is deleted and the user is told to try again.
 */
export async function deleteAccount(user: User): Promise<void> {
  try {
    await endSubscriptionsOf(user);
  } catch (error) {
    if (error instanceof AppError && error.code === "payment_provider")
      throw new AppError("subscription_cancel_failed");
    throw error;
  }
  await deleteUserAndData({ id: user.id });
}
