import { deleteUserAndData } from "@/db/queries/users";
import type { User } from "@/db/schema";
import { endSubscriptionsOf } from "@/lib/billing/portal";

/**
 * Deletes the account and every row that belongs to it, in one transaction — after ending its
 * subscriptions at the payment provider, so that a deleted account is never charged again.
 */
export async function deleteAccount(user: User): Promise<void> {
  await endSubscriptionsOf(user);
  await deleteUserAndData({ id: user.id });
}
