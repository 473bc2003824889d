import { readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TestBrowser } from "../helpers/http";
import { projectRoot, sourceFiles } from "../helpers/source-files";

async function surfaces(vars: Record<string, string>) {
  vi.unstubAllEnvs();
  vi.resetModules();
  for (const [name, value] of Object.entries(vars)) vi.stubEnv(name, value);
  return import("@/lib/dev/surfaces");
}

afterEach(() => vi.unstubAllEnvs());

describe("the development-only surfaces", () => {
  it("serve the bench routes only with HEARTH_BENCH=1", async () => {
    expect((await surfaces({ HEARTH_BENCH: "1" })).devSurfaceOn("bench")).toBe(true);
    expect((await surfaces({})).devSurfaceOn("bench")).toBe(false);
    const { POST: bare } = await import("@/app/(dev-only)/api/bench/bare/route");
    const reply = await new TestBrowser().call(bare, { path: "/api/bench/bare", body: {} });
    expect(reply.status).toBe(404);
  });

  it("serve the simulator only while Stripe is not configured", async () => {
    expect((await surfaces({})).devSurfaceOn("simulator")).toBe(true);
    const stripe = {
      STRIPE_SECRET_KEY: "sk_test_x",
      STRIPE_WEBHOOK_SECRET: "whsec_x",
      STRIPE_PRICE_PRO_MONTHLY: "price_m",
      STRIPE_PRICE_PRO_ANNUAL: "price_a",
    };
    expect((await surfaces(stripe)).devSurfaceOn("simulator")).toBe(false);
  });

  it("serve the outbox in development, and in production only when exposed", async () => {
    expect((await surfaces({})).devSurfaceOn("outbox")).toBe(true);
    const demo = {
      NODE_ENV: "production",
      HEARTH_ALLOW_EMBEDDED: "1",
      APP_URL: "https://hearth.example",
      CLIENT_ADDRESS_SOURCE: "none",
    };
    expect((await surfaces(demo)).devSurfaceOn("outbox")).toBe(false);
    expect((await surfaces({ ...demo, HEARTH_EXPOSE_OUTBOX: "1" })).devSurfaceOn("outbox")).toBe(true);
    expect(
      (await surfaces({ RESEND_API_KEY: "re_x", EMAIL_FROM: "Hearth <a@b.example>" })).devSurfaceOn("outbox"),
    ).toBe(false);
  });

  it("all live in app/(dev-only)/, and each file there is gated", () => {
    const all = sourceFiles([], ["app"]).map((file) => path.relative("app", file));
    const devOnly = all.filter((file) => file.startsWith("(dev-only)/"));
    expect(all.filter((file) => !file.startsWith("(dev-only)/") && /(^|\/)(dev|bench)\//.test(file))).toEqual([]);
    for (const file of devOnly) {
      const source = readFileSync(path.join(projectRoot, "app", file), "utf8");
      expect(/devSurfaceOn|requireDevSurface|@\/lib\/billing\/simulator\//.test(source), file).toBe(true);
    }
  });
});
