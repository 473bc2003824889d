import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, createNonce } from "@/lib/security/content-security-policy";

const directive = (value: string, name: string) =>
  value
    .split("; ")
    .find((d) => d.startsWith(`${name} `))
    ?.split(" ")
    .slice(1);

describe("the Content-Security-Policy", () => {
  it("allows scripts by this request's nonce only, and nothing may frame the app", () => {
    const nonce = createNonce();
    const { name, value } = contentSecurityPolicy({ nonce, development: false, reportOnly: false });
    expect(name).toBe("Content-Security-Policy");
    expect(directive(value, "script-src")).toEqual([`'nonce-${nonce}'`, "'strict-dynamic'"]);
    expect(directive(value, "frame-ancestors")).toEqual(["'none'"]);
    expect(directive(value, "object-src")).toEqual(["'none'"]);
    expect(directive(value, "base-uri")).toEqual(["'none'"]);
    expect(directive(value, "form-action")).toEqual(["'self'", "https://accounts.google.com"]);
  });

  it("allows eval in development only (next dev needs it)", () => {
    const dev = contentSecurityPolicy({ nonce: "n", development: true, reportOnly: false });
    expect(directive(dev.value, "script-src")).toContain("'unsafe-eval'");
  });

  it("is sent as report-only when the rollout switch is on", () => {
    const policy = contentSecurityPolicy({ nonce: "n", development: false, reportOnly: true });
    expect(policy.name).toBe("Content-Security-Policy-Report-Only");
    expect(policy.value).toBe(contentSecurityPolicy({ nonce: "n", development: false, reportOnly: false }).value);
  });

  it("gives every request a different, unguessable nonce", () => {
    const nonces = new Set(Array.from({ length: 100 }, createNonce));
    expect(nonces.size).toBe(100);
    for (const nonce of nonces) expect(Buffer.from(nonce, "base64")).toHaveLength(16);
  });
});
