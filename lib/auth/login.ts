import "server-only";
import { findUserByUsername } from "@/db/queries/users";
import type { User } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { limit, limitAddress, pause, resetLimit, resetPause } from "@/lib/limits/rate-limit";
import type { Device } from "./device-cookie";
import { verifyAgainstDecoy, verifyPassword } from "./password";

/**
 * Checks an e-mail and password; unknown accounts cost the same work and get the same answer. Per account the
 * OWASP way: a browser that signed in to it before (`devices`) has a limit of its own, everyone else shares
 * growing pauses, so no one can lock the owner's browser out.
 */
export async function loginWithPassword({
  username,
  password,
  address,
  devices,
}: {
  username: string;
  password: string;
  address: string | null;
  devices: Device[];
}): Promise<User> {
  await limitAddress("loginPerAddress", address);
  const user = await findUserByUsername({ username });
  const device = user && devices.find((known) => known.userId === user.id);
  if (device) await limit("loginPerDevice", device.id);
  else await pause("untrustedSignIn", username);
  const valid = user?.password ? await verifyPassword(password, user.password) : await verifyAgainstDecoy(password);
  if (!user || !valid) {
    throw new AppError("invalid_credentials");
  }
  if (device) await resetLimit("loginPerDevice", device.id);
  else await resetPause("untrustedSignIn", username);
  if (!user.emailVerified) {
    throw new AppError("email_not_verified", { fields: { needsVerification: true, email: user.username } });
  }
  return user;
}
