import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "../client";
import { conversations, users, type NewUser, type User } from "../schema";

/**
 * Saves what the advisor knows about the user (profile, persona) and flags every conversation of theirs
 * so the chat rebuilds its context; one transaction, so a conversation never sees half of it.
 */
export async function updateAdvisorContext({
  id,
  values,
}: {
  id: string;
  values: Partial<NewUser>;
}): Promise<User | undefined> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [user] = await tx.update(users).set(values).where(eq(users.id, id)).returning();
    if (user) await tx.update(conversations).set({ contextNeedsRefresh: true }).where(eq(conversations.userId, id));
    return user;
  });
}
