import "server-only";
import { requireUser, type SignedIn } from "@/lib/auth/current-user";
import { AppError } from "@/lib/errors";
import { isAdmin } from "./is-admin";

/** For admin route handlers: signed out is a 401, signed in without the right a 403 (read from the database). */
export async function requireAdmin(request: Request): Promise<SignedIn> {
  const signedIn = await requireUser(request);
  if (!isAdmin(signedIn.user)) throw new AppError("forbidden");
  return signedIn;
}
