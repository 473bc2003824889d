import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { findUserByUsername } from "@/db/queries/users";
import { users, type NewUser } from "@/db/schema";

/** The stored row of an account, straight from the database. */
export async function storedUser(email: string) {
  const user = await findUserByUsername({ username: email });
  if (!user) throw new Error(`no user ${email}`);
  return user;
}

/** Sets columns directly, for states the API cannot reach yet (Pro plans, counters, tokens). */
export async function setUserColumns(email: string, values: Partial<NewUser>) {
  await (await getDb()).update(users).set(values).where(eq(users.username, email));
}

export const proFor30Days = () => ({
  isPro: true,
  proSource: "redeem_code" as const,
  proUntil: new Date(Date.now() + 30 * 86_400_000),
});
