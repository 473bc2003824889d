import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { users } from "@/db/schema";
import { makeIdentity, type Identity } from "./identities";

/** A verified account given the admin right in the database (as `npm run admin -- grant` does). */
export async function makeAdmin(): Promise<Identity & { userId: string }> {
  const identity = await makeIdentity("free");
  await (await getDb()).update(users).set({ isAdmin: true }).where(eq(users.id, identity.userId!));
  return identity as Identity & { userId: string };
}
