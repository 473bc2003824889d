import { describe, expect, it, vi } from "vitest";
import { contentSecurityPolicy, createNonce } from "@/lib/security/content-security-policy";

const GOOGLE = "https://accounts.google.com";

const directive = (value: string, name: string) =>
  value
    .split("; ")
    .find((d) => d.startsWith(`${name} `))
    ?.split(" ")
    .slice(1);

describe("the Content-Security-Policy", () => {
  it("allows scripts by this request's nonce only, and nothing may frame the app", () => {
    const nonce = createNonce();
    const { name, value } = contentSecurityPolicy({
      nonce,
      development: false,
      reportOnly: false,
      signInOrigins: [GOOGLE],
    });
    expect(name).toBe("Content-Security-Policy");
    expect(directive(value, "script-src")).toEqual([`'nonce-${nonce}'`, "'strict-dynamic'"]);
    expect(directive(value, "frame-ancestors")).toEqual(["'none'"]);
    expect(directive(value, "object-src")).toEqual(["'none'"]);
    expect(directive(value, "base-uri")).toEqual(["'none'"]);
    expect(directive(value, "form-action")).toEqual(["'self'", GOOGLE]);
  });

  it("lets forms go on only to the configured identity providers' sign-in pages", async () => {
    const origins = async (variables: Record<string, string>) => {
      for (const [name, value] of Object.entries(variables)) vi.stubEnv(name, value);
      vi.resetModules();
      const [{ signInOrigins }, { env }] = await Promise.all([
        import("@/lib/auth/identity-providers"),
        import("@/lib/env"),
      ]);
      return signInOrigins(env());
    };
    expect(await origins({ AUTH_GOOGLE_ID: "", AUTH_GOOGLE_SECRET: "" })).toEqual([]);
    expect(await origins({ AUTH_GOOGLE_ID: "id", AUTH_GOOGLE_SECRET: "secret" })).toEqual([GOOGLE]);
    expect(await origins({ AUTH_GOOGLE_ISSUER: "http://127.0.0.1:4010/google" })).toEqual(["http://127.0.0.1:4010"]);
    vi.unstubAllEnvs();
  });

  it("allows eval in development only (next dev needs it)", () => {
    const dev = contentSecurityPolicy({ nonce: "n", development: true, reportOnly: false, signInOrigins: [] });
    expect(directive(dev.value, "script-src")).toContain("'unsafe-eval'");
  });

  it("is sent as report-only when the rollout switch is on", () => {
    const policy = contentSecurityPolicy({ nonce: "n", development: false, reportOnly: true, signInOrigins: [] });
    expect(policy.name).toBe("Content-Security-Policy-Report-Only");
    expect(policy.value).toBe(
      contentSecurityPolicy({ nonce: "n", development: false, reportOnly: false, signInOrigins: [] }).value,
    );
  });

  it("gives every request a different, unguessable nonce", () => {
    const nonces = new Set(Array.from({ length: 100 }, createNonce));
    expect(nonces.size).toBe(100);
    for (const nonce of nonces) expect(Buffer.from(nonce, "base64")).toHaveLength(16);
  });
});
