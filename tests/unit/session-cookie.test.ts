import { encode } from "next-auth/jwt";
import { describe, expect, it } from "vitest";
import { env } from "@/lib/env";
import {
  SECURE_SESSION_COOKIE,
  SESSION_COOKIE,
  clearedSessionCookies,
  cookieReader,
  hasSessionCookie,
  isSecureRequest,
  readSessionClaims,
  serialize,
} from "@/lib/auth/session";

const claims = { sub: "user-1", sid: "session-1", guest: false, rm: true };
const token = (salt: string, payload: Record<string, unknown> = claims, maxAge = 3600) =>
  encode({ token: payload, secret: env().authSecret, salt, maxAge });
const jar = (cookies: Record<string, string>) => (name: string) => cookies[name];

describe("the session cookie's attributes", () => {
  it("is Secure exactly when the request came over HTTPS, as the proxy says first", () => {
    const request = (url: string, proto?: string) =>
      new Request(url, { headers: proto ? { "x-forwarded-proto": proto } : {} });
    expect(isSecureRequest(request("http://localhost/"))).toBe(false);
    expect(isSecureRequest(request("https://hearth.example/"))).toBe(true);
    expect(isSecureRequest(request("http://localhost/", " https , http"))).toBe(true);
    expect(isSecureRequest(request("https://hearth.example/", "http"))).toBe(false);
  });

  it("is HttpOnly and Lax on every path, with a lifetime only when it should outlive the browser", () => {
    expect(serialize("n", "v", { secure: false })).toBe("n=v; Path=/; HttpOnly; SameSite=Lax");
    expect(serialize("n", "v", { maxAge: 60, secure: true })).toBe(
      "n=v; Path=/; HttpOnly; SameSite=Lax; Max-Age=60; Secure",
    );
    expect(clearedSessionCookies()).toEqual([
      "authjs.session-token=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0",
      "__Secure-authjs.session-token=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0; Secure",
    ]);
  });
});

describe("reading the Cookie header", () => {
  it("finds each cookie by name, decoded and trimmed, and ignores parts without a name", () => {
    const read = cookieReader(" a=1 ; b = x%20y;=nameless;flag; c=d=e");
    expect([read("a"), read("b"), read("c"), read(""), read("flag")]).toEqual([
      "1",
      "x y",
      "d=e",
      undefined,
      undefined,
    ]);
    expect(cookieReader(null)("a")).toBeUndefined();
  });
});

describe("a session from its cookie", () => {
  it("reads the claims of a token made for that cookie's name, the Secure name first", async () => {
    expect(await readSessionClaims(jar({ [SESSION_COOKIE]: await token(SESSION_COOKIE) }))).toEqual(claims);
    const secure = { ...claims, sid: "session-2", rm: false };
    const both = jar({
      [SESSION_COOKIE]: await token(SESSION_COOKIE),
      [SECURE_SESSION_COOKIE]: await token(SECURE_SESSION_COOKIE, secure),
    });
    expect(await readSessionClaims(both)).toEqual(secure);
  });

  it("falls back to the plain name when the Secure one does not read", async () => {
    const read = jar({ [SECURE_SESSION_COOKIE]: "garbage", [SESSION_COOKIE]: await token(SESSION_COOKIE) });
    expect(await readSessionClaims(read)).toEqual(claims);
  });

  it("reads as signed out: another name's token, a tampered or expired one, one without its ids", async () => {
    const made = await token(SESSION_COOKIE);
    const tampered = `${made.slice(0, -4)}${made.endsWith("AAAA") ? "BBBB" : "AAAA"}`;
    for (const value of [
      await token(SECURE_SESSION_COOKIE),
      tampered,
      await token(SESSION_COOKIE, claims, -60),
      await token(SESSION_COOKIE, { sub: "user-1", guest: true }),
      await token(SESSION_COOKIE, { sid: "session-1" }),
      await token(SESSION_COOKIE, { sub: 1, sid: "session-1" }),
    ]) {
      expect(await readSessionClaims(jar({ [SESSION_COOKIE]: value }))).toBeNull();
    }
    expect(await readSessionClaims(jar({}))).toBeNull();
  });

  it("keeps the flags as true or false whatever the token carried", async () => {
    const loose = await token(SESSION_COOKIE, { sub: "u", sid: "s", guest: 1, rm: "" });
    expect(await readSessionClaims(jar({ [SESSION_COOKIE]: loose }))).toEqual({
      sub: "u",
      sid: "s",
      guest: true,
      rm: false,
    });
  });

  it("tells a browser with any session cookie from one never signed in", () => {
    expect(hasSessionCookie(jar({ [SESSION_COOKIE]: "x" }))).toBe(true);
    expect(hasSessionCookie(jar({ [SECURE_SESSION_COOKIE]: "x" }))).toBe(true);
    expect(hasSessionCookie(jar({ other: "x" }))).toBe(false);
    expect(hasSessionCookie(jar({ [SESSION_COOKIE]: "" }))).toBe(false);
  });
});
