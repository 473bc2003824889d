import { describe, expect, it, vi } from "vitest";
import { getPathMatch } from "next/dist/shared/lib/router/utils/path-match";
import { PHASE_PRODUCTION_SERVER } from "next/constants";
import { NextRequest } from "next/server";
import nextConfig from "@/next.config";
import {
  API_POLICY,
  NO_SCRIPT_PAGE_POLICY,
  contentSecurityPolicy,
  createNonce,
  withApiPolicy,
} from "@/lib/security/content-security-policy";

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

describe("headers a route sets are composed, never overwritten", () => {
  it("an API route's own policy keeps its directives and gains the API's it lacks", () => {
    expect(withApiPolicy(null)).toBe(API_POLICY);
    expect(withApiPolicy("default-src 'none'; sandbox")).toBe("default-src 'none'; sandbox; frame-ancestors 'none'");
    expect(withApiPolicy("frame-ancestors 'self'; media-src 'self'")).toBe(
      "frame-ancestors 'self'; media-src 'self'; default-src 'none'",
    );
  });

  /** The header rules of next.config.ts that apply to a path, as Next matches their sources. */
  async function configHeaders(pathname: string): Promise<Map<string, string>> {
    const rules = (await (await nextConfig(PHASE_PRODUCTION_SERVER)).headers!()) ?? [];
    const applied = new Map<string, string>();
    for (const rule of rules) {
      if (!getPathMatch(rule.source)(pathname)) continue;
      for (const { key, value } of rule.headers) applied.set(key.toLowerCase(), value);
    }
    return applied;
  }

  it("next.config.ts (whose headers win over a route's) sets no policy on the API or the service worker", async () => {
    for (const pathname of ["/api/images/x", "/api/health", "/api", "/sw.js"]) {
      expect((await configHeaders(pathname)).has("content-security-policy"), pathname).toBe(false);
    }
  });

  it("every other answer has a policy: no script without the nonce proxy.ts gives the pages it renders", async () => {
    for (const pathname of ["/offline/en", "/robots.txt", "/icons/missing.png", "/_next/static/x.js", "/chat", "/"]) {
      expect((await configHeaders(pathname)).get("content-security-policy"), pathname).toBe(NO_SCRIPT_PAGE_POLICY);
    }
    expect(directive(NO_SCRIPT_PAGE_POLICY, "script-src")).toEqual(["'none'"]);
  });

  it("while the page policy is only reported, proxy.ts leaves framing enforced in place of the no-script one", async () => {
    vi.stubEnv("CSP_REPORT_ONLY", "1");
    vi.resetModules();
    const { proxy } = await import("@/proxy");
    const response = await proxy(new NextRequest("http://localhost/privacy"));
    vi.unstubAllEnvs();
    expect(response.headers.get("content-security-policy")).toBe("frame-ancestors 'none'");
    expect(response.headers.get("content-security-policy-report-only")).toMatch(/script-src 'nonce-/);
  });
});
