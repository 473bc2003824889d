import { afterEach, describe, expect, it, vi } from "vitest";

/** A fresh read of the configuration under the given variables (env() reads once per module instance). */
async function readEnv(vars: Record<string, string>) {
  vi.resetModules();
  for (const [name, value] of Object.entries(vars)) vi.stubEnv(name, value);
  const { env } = await import("@/lib/env");
  return () => env();
}

const realServices = {
  AUTH_SECRET: "a-real-secret",
  RESEND_API_KEY: "re_x",
  EMAIL_FROM: "Hearth <hi@hearth.test>",
  APP_URL: "https://hearth.test",
};

afterEach(() => {
  vi.unstubAllEnvs();
  vi.stubEnv("DATA_DIR", "memory://");
  vi.stubEnv("DATABASE_URL", "");
});

describe("payments configuration", () => {
  it("refuses to run the checkout simulator in production unless embedded defaults are allowed", async () => {
    const production = await readEnv({ ...realServices, NODE_ENV: "production" });
    expect(production).toThrow(/payments would be simulated/);
    const demo = await readEnv({ ...realServices, NODE_ENV: "production", HEARTH_ALLOW_EMBEDDED: "1" });
    expect(demo().payments).toBe("simulator");
  });

  it("uses Stripe with its keys, and needs both price ids with them", async () => {
    const keys = { STRIPE_SECRET_KEY: "sk_test_x", STRIPE_WEBHOOK_SECRET: "whsec_x" };
    expect(await readEnv(keys)).toThrow(/STRIPE_PRICE_PRO_MONTHLY and STRIPE_PRICE_PRO_ANNUAL/);
    const stripe = await readEnv({ ...keys, STRIPE_PRICE_PRO_MONTHLY: "price_m", STRIPE_PRICE_PRO_ANNUAL: "price_a" });
    expect(stripe()).toMatchObject({ payments: "stripe", paymentWebhookSecret: "whsec_x", STRIPE_TRIAL_DAYS: 7 });
  });

  it("gives the simulator its own generated webhook secret, and takes STRIPE_TRIAL_DAYS", async () => {
    const simulator = (await readEnv({ STRIPE_TRIAL_DAYS: "0" }))();
    expect(simulator.paymentWebhookSecret).toMatch(/^whsec_.{20,}/);
    expect(simulator.STRIPE_TRIAL_DAYS).toBe(0);
  });
});
