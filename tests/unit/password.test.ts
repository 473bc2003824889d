import { scryptSync } from "node:crypto";
import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "@/lib/auth/password";

const PASSWORD = "correct horse battery";
/** The key a stored value would need to match, derived as the app derives it (scrypt, N=2^16, r=8, p=1). */
const keyFor = (salt: Buffer) =>
  scryptSync(PASSWORD, salt, 32, { N: 2 ** 16, r: 8, p: 1, maxmem: 128 * 2 ** 20 }).toString("base64url");

describe("verifyPassword on what is stored", () => {
  it("accepts the password of its own hash and nothing else", async () => {
    const stored = await hashPassword(PASSWORD);
    expect(stored).toMatch(/^scrypt\$65536\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(await verifyPassword(PASSWORD, stored)).toBe(true);
    expect(await verifyPassword(`${PASSWORD}!`, stored)).toBe(false);
  });

  it("refuses another scheme, a missing salt or a cut hash, even where the key would match", async () => {
    const stored = await hashPassword(PASSWORD);
    expect(await verifyPassword(PASSWORD, stored.replace(/^scrypt/, "argon2"))).toBe(false);
    // An unsalted hash of the right password is still refused.
    expect(await verifyPassword(PASSWORD, `scrypt$65536$8$1$$${keyFor(Buffer.alloc(0))}`)).toBe(false);
    expect(await verifyPassword(PASSWORD, stored.slice(0, -4))).toBe(false);
    for (const broken of ["", "scrypt", "scrypt$65536$8$1$c2FsdHNhbHQ"]) {
      expect(await verifyPassword(PASSWORD, broken), broken).toBe(false);
    }
  });
});
