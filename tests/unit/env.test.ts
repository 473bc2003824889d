import { afterEach, describe, expect, it, vi } from "vitest";

async function freshEnv() {
  vi.resetModules();
  return import("@/lib/env");
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("configuration", () => {
  it("links to APP_URL when set, else (development) to the address the request came to", async () => {
    vi.stubEnv("APP_URL", "");
    const { publicOrigin } = await freshEnv();
    expect(publicOrigin(new Request("http://localhost:4000/api/forgot-password"))).toBe("http://localhost:4000");

    vi.stubEnv("APP_URL", "https://hearth.example");
    const configured = await freshEnv();
    expect(configured.publicOrigin(new Request("http://evil.example/api/forgot-password"))).toBe(
      "https://hearth.example",
    );
  });

  it("refuses to start in production without APP_URL, embedded defaults allowed or not", async () => {
    vi.stubEnv("NODE_ENV", "production");
    vi.stubEnv("HEARTH_ALLOW_EMBEDDED", "1");
    vi.stubEnv("APP_URL", "");
    const { env } = await freshEnv();
    expect(() => env()).toThrow(/APP_URL is required in production/);
  });

  it("refuses to start in production on embedded defaults, naming each one, unless they are allowed", async () => {
    vi.stubEnv("NODE_ENV", "production");
    vi.stubEnv("APP_URL", "https://hearth.example");
    for (const name of [
      "HEARTH_ALLOW_EMBEDDED",
      "DATABASE_URL",
      "AUTH_SECRET",
      "RESEND_API_KEY",
      "STRIPE_SECRET_KEY",
    ]) {
      vi.stubEnv(name, "");
    }
    const { env } = await freshEnv();
    expect(() => env()).toThrow(/DATABASE_URL is not set.*HEARTH_ALLOW_EMBEDDED=1/s);
    expect(() => env()).toThrow(/AUTH_SECRET is not set/);

    vi.stubEnv("HEARTH_ALLOW_EMBEDDED", "1");
    const demo = await freshEnv();
    expect(demo.env().production).toBe(true);
  });

  it("refuses to start in production until the deployment declares where callers' addresses come from", async () => {
    vi.stubEnv("NODE_ENV", "production");
    vi.stubEnv("APP_URL", "https://hearth.example");
    vi.stubEnv("HEARTH_ALLOW_EMBEDDED", "1");
    vi.stubEnv("CLIENT_ADDRESS_SOURCE", "");
    const { env } = await freshEnv();
    expect(() => env()).toThrow(
      /CLIENT_ADDRESS_SOURCE is required in production.*vercel, cloudflare or proxy-hops:N.*none to use per-account limits only/s,
    );
    for (const source of ["vercel", "cloudflare", "proxy-hops:2", "none"]) {
      vi.stubEnv("CLIENT_ADDRESS_SOURCE", source);
      expect((await freshEnv()).env().CLIENT_ADDRESS_SOURCE).toBe(source);
    }
    for (const wrong of ["x-forwarded-for", "proxy-hops:0", "proxy-hops:11", "Vercel"]) {
      vi.stubEnv("CLIENT_ADDRESS_SOURCE", wrong);
      const { env: read } = await freshEnv();
      expect(() => read()).toThrow(/CLIENT_ADDRESS_SOURCE/);
    }
  });
});
