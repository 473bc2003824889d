import { deleteUserAndData } from "@/db/queries/users";
import type { User } from "@/db/schema";

/** Deletes the account and every row that belongs to it, in one transaction. */
export async function deleteAccount(user: User): Promise<void> {
  await deleteUserAndData({ id: user.id });
}
