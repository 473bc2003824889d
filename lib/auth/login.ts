import { findUserByUsername } from "@/db/queries/users";
import type { User } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { limit, resetLimit } from "@/lib/limits/rate-limit";
import { verifyAgainstDecoy, verifyPassword } from "./password";

/**
 * Checks an e-mail and password. Unknown accounts cost the same work as wrong passwords and get the
 * same answer; attempts are limited per account and per address.
 */
export async function loginWithPassword({
  username,
  password,
  address,
}: {
  username: string;
  password: string;
  address: string;
}): Promise<User> {
  await limit("loginPerAddress", address);
  await limit("loginPerAccount", username);
  const user = await findUserByUsername({ username });
  const valid = user?.password ? await verifyPassword(password, user.password) : await verifyAgainstDecoy(password);
  if (!user || !valid) {
    throw new AppError("invalid_credentials");
  }
  if (!user.emailVerified) {
    throw new AppError("email_not_verified", { fields: { needsVerification: true, email: user.username } });
  }
  await resetLimit("loginPerAccount", username);
  return user;
}
