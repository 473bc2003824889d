import "server-only";
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { env } from "@/lib/env";
import { cookieReader, isSecureRequest } from "./session";

/**
 * OWASP's device cookies: a browser that signed in to an account carries a mark of it (the account, a random
 * id of the browser, HMAC-signed with the auth secret, so it cannot be forged or moved to another account),
 * and its sign-in attempts there are counted apart from everyone else's (lib/auth/login.ts).
 */
const DEVICE_COOKIE = "hearth-device";
/** A shared computer may sign in to a few accounts; the oldest marks go first. */
const MAX_ACCOUNTS = 5;
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export type Device = { userId: string; id: string };

function signature({ userId, id }: Device): Buffer {
  return createHmac("sha256", env().authSecret).update(`device-cookie:${userId}:${id}`).digest();
}

function verified(entry: string): Device | null {
  const [userId, id, mac] = entry.split(".");
  // Stryker disable next-line ConditionalExpression,LogicalOperator: an empty account or id fails the signature too
  if (!userId || !id || !mac) return null;
  const device = { userId, id };
  const expected = signature(device);
  const given = Buffer.from(mac, "base64url");
  return given.length === expected.length && timingSafeEqual(given, expected) ? device : null;
}

/** The accounts this browser signed in to before, by its device cookie; marks whose signature fails are ignored. */
export function signedDevices(request: Request): Device[] {
  const value = cookieReader(request.headers.get("cookie"))(DEVICE_COOKIE) ?? "";
  return value
    .split("~")
    .slice(0, MAX_ACCOUNTS)
    .map(verified)
    .filter((device) => device !== null);
}

/** After a sign-in: the Set-Cookie value with a fresh mark for `userId` first, then the browser's other accounts. */
export function deviceCookie(request: Request, userId: string): string {
  const fresh = { userId, id: randomBytes(16).toString("base64url") };
  const marks = [fresh, ...signedDevices(request).filter((device) => device.userId !== userId)]
    .slice(0, MAX_ACCOUNTS)
    .map((device) => `${device.userId}.${device.id}.${signature(device).toString("base64url")}`);
  const attributes = [`Path=/api`, `Max-Age=${MAX_AGE_SECONDS}`, "HttpOnly", "SameSite=Strict"];
  if (isSecureRequest(request)) attributes.push("Secure");
  return [`${DEVICE_COOKIE}=${marks.join("~")}`, ...attributes].join("; ");
}
