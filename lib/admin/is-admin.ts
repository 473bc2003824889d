import "server-only";
import type { User } from "@/db/schema";
import { env } from "@/lib/env";

/**
 * Who is an admin, decided from the database row at every request (never from the session cookie):
 * the stored right (`npm run admin -- grant`), or a verified e-mail listed in ADMIN_EMAILS.
 */
export function isAdmin(user: Pick<User, "isAdmin" | "email" | "emailVerified" | "isGuest">): boolean {
  if (user.isGuest) return false;
  if (user.isAdmin) return true;
  return Boolean(user.email && user.emailVerified && env().ADMIN_EMAILS.includes(user.email.toLowerCase()));
}
