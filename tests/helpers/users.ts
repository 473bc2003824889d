import { eq } from "drizzle-orm";
import { GET as getUser } from "@/app/api/user/route";
import { getDb } from "@/db/client";
import { findUserByUsername } from "@/db/queries/users";
import { users, type NewUser } from "@/db/schema";
import type { TestBrowser } from "./http";

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

/** The stored row of the account signed in to `browser`. */
export async function userOf(browser: TestBrowser) {
  const id = (await browser.call(getUser)).body.id as string;
  const [user] = await (await getDb()).select().from(users).where(eq(users.id, id));
  return user!;
}

/** Sets columns of the account signed in to `browser` directly. */
export async function setUser(browser: TestBrowser, values: Partial<NewUser>) {
  const { id } = await userOf(browser);
  await (await getDb()).update(users).set(values).where(eq(users.id, id));
}
