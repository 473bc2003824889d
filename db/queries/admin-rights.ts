import "server-only";
import { eq, sql } from "drizzle-orm";
import { getDb } from "../client";
import { users } from "../schema";
import { recordAudit } from "./admin-audit";

/**
 * Gives or takes the admin right of an account (by e-mail in any case, or by id), with its audit row, in one
 * transaction. `actorId` is the admin who did it, or null for the command line. Returns the account's id
 * and whether anything changed, or null when there is no such account.
 */
export async function setAdminRight({
  target,
  admin,
  actorId,
  via,
}: {
  target: { email: string } | { id: string };
  admin: boolean;
  actorId: string | null;
  via: "command" | "dashboard";
}): Promise<{ id: string; changed: boolean } | null> {
  return (await getDb()).transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, isAdmin: users.isAdmin })
      .from(users)
      .where("email" in target ? eq(sql`lower(${users.email})`, target.email.toLowerCase()) : eq(users.id, target.id))
      .for("update");
    if (!user) return null;
    if (user.isAdmin === admin) return { id: user.id, changed: false };
    await tx.update(users).set({ isAdmin: admin }).where(eq(users.id, user.id));
    await recordAudit(
      { actorId, action: admin ? "grant_admin" : "revoke_admin", targetId: user.id, details: { via } },
      tx,
    );
    return { id: user.id, changed: true };
  });
}

/** The e-mail addresses of the accounts holding the stored admin right. */
export async function listAdminEmails(): Promise<string[]> {
  const rows = await (
    await getDb()
  )
    .select({ email: users.email, username: users.username })
    .from(users)
    .where(eq(users.isAdmin, true))
    .orderBy(users.username);
  return rows.map((row) => row.email ?? row.username);
}
