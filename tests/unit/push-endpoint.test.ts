import { afterEach, describe, expect, it, vi } from "vitest";

async function freshRule() {
  vi.resetModules();
  return import("@/lib/reminders/push-endpoint");
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("a push endpoint", () => {
  it("may be plain http: to loopback only in tests, never in production", async () => {
    const local = "http://127.0.0.1:4010/push/abc";
    vi.stubEnv("HEARTH_TEST_PUSH_HTTP", "1");
    expect((await freshRule()).isPushEndpointAllowed(local)).toBe(true);

    vi.stubEnv("HEARTH_TEST_PUSH_HTTP", "");
    expect((await freshRule()).isPushEndpointAllowed(local)).toBe(false);

    vi.stubEnv("HEARTH_TEST_PUSH_HTTP", "1");
    vi.stubEnv("NODE_ENV", "production");
    vi.stubEnv("HEARTH_ALLOW_EMBEDDED", "1");
    vi.stubEnv("APP_URL", "https://hearth.example");
    vi.stubEnv("CLIENT_ADDRESS_SOURCE", "none");
    const production = await freshRule();
    expect(production.isPushEndpointAllowed(local)).toBe(false);
    expect(production.isPushEndpointAllowed("https://fcm.googleapis.com/fcm/send/abc")).toBe(true);
  });
});
