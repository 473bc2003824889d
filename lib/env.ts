import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

const optional = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));
const flag = z
  .enum(["1", "true", "0", "false", ""])
  .optional()
  .transform((v) => v === "1" || v === "true");

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  APP_URL: optional.pipe(z.url().optional()),
  DATABASE_URL: optional.pipe(z.url().optional()),
  DATA_DIR: z.string().default(".data"),
  AUTH_SECRET: optional,
  AUTH_GOOGLE_ID: optional,
  AUTH_GOOGLE_SECRET: optional,
  /** Another issuer for Google sign-in (a test's stand-in of Google's OAuth endpoints); Google's own when unset. */
  AUTH_GOOGLE_ISSUER: optional.pipe(z.url().optional()),
  OPENAI_API_KEY: optional,
  OPENAI_BASE_URL: optional.pipe(z.url().optional()),
  AI_MODEL_BALANCED: z.string().default("gpt-4.1"),
  AI_MODEL_FAST: z.string().default("gpt-4.1-mini"),
  /** Speech (voice chat): the same OpenAI-compatible server as chat unless these name another one. */
  SPEECH_API_KEY: optional,
  SPEECH_BASE_URL: optional.pipe(z.url().optional()),
  AI_TRANSCRIPTION_MODEL: z.string().default("gpt-4o-mini-transcribe"),
  AI_SPEECH_MODEL: z.string().default("gpt-4o-mini-tts"),
  /** Voices per persona, e.g. `therapist:sage,bro:echo`; personas not named use their built-in voice. */
  AI_SPEECH_VOICES: z.string().default(""),
  OFFLINE_ADVISOR_TOKEN_MS: z.coerce.number().int().min(0).max(1000).default(12),
  AI_MODERATION: z.enum(["auto", "off"]).default("auto"),
  AI_MODERATION_MODEL: z.string().default("omni-moderation-latest"),
  AI_MODERATION_BUDGET_MS: z.coerce.number().int().min(0).max(5000).default(400),
  AI_TRIAGE: z.enum(["auto", "off"]).default("auto"),
  AI_TRIAGE_BUDGET_MS: z.coerce.number().int().min(0).max(5000).default(800),
  RESEND_API_KEY: optional,
  EMAIL_FROM: optional,
  STRIPE_SECRET_KEY: optional,
  STRIPE_WEBHOOK_SECRET: optional,
  STRIPE_PRICE_PRO_MONTHLY: optional,
  STRIPE_PRICE_PRO_ANNUAL: optional,
  /** Days of free trial a first subscription may start with; 0 offers no trial. */
  STRIPE_TRIAL_DAYS: z.coerce.number().int().min(0).max(730).default(7),
  /** Another address for Stripe's API (stripe-mock, or a test's stand-in server). */
  STRIPE_API_BASE: optional.pipe(z.url().optional()),
  SUPPORT_EMAIL: z.email().default("support@hearth.example"),
  /**
   * Where the caller's address for per-address rate limits comes from, as the deployment declares it:
   * `vercel`, `cloudflare`, `proxy-hops:N` (N proxies append to X-Forwarded-For) or `none` (per-account
   * limits only); see lib/limits/rate-limit.ts and docs/security.md. Required in production.
   */
  CLIENT_ADDRESS_SOURCE: optional.pipe(
    z
      .string()
      .regex(/^(vercel|cloudflare|none|proxy-hops:([1-9]|10))$/, "vercel, cloudflare, proxy-hops:N (1-10) or none")
      .optional(),
  ),
  /**
   * Accounts that are admins by configuration: comma-separated e-mail addresses; an account with one of
   * them, verified, is an admin (beside the accounts given the right with `npm run admin -- grant`).
   */
  ADMIN_EMAILS: z
    .string()
    .optional()
    .transform((value) =>
      (value ?? "")
        .split(",")
        .map((address) => address.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.email())),
  /**
   * The scheduled jobs' secret: a scheduler calls /api/cron/<job> with `Authorization: Bearer <CRON_SECRET>`
   * (Vercel sends it by itself when the variable is set). Unset: the routes refuse every call and each
   * long-lived server runs the jobs on its own timer instead.
   */
  CRON_SECRET: optional.pipe(z.string().min(16).optional()),
  /**
   * An OpenTelemetry collector (OTLP over HTTP): traces are exported there (`@vercel/otel` reads the
   * standard OTEL_* variables, e.g. OTEL_EXPORTER_OTLP_HEADERS). Unset: nothing is traced or sent.
   */
  OTEL_EXPORTER_OTLP_ENDPOINT: optional.pipe(z.url().optional()),
  /**
   * Web Push (reminders on a device): the VAPID key pair (`npx web-push generate-vapid-keys`) and the contact
   * the push services see (a `mailto:` or `https:` URL). Unset outside production: a pair generated once into
   * DATA_DIR (lib/reminders/vapid.ts); unset in production: push is off.
   */
  VAPID_PUBLIC_KEY: optional.pipe(z.base64url().length(87, "a P-256 public key: 87 base64url characters").optional()),
  VAPID_PRIVATE_KEY: optional.pipe(z.base64url().length(43, "a P-256 private key: 43 base64url characters").optional()),
  VAPID_SUBJECT: optional.pipe(z.url({ protocol: /^(mailto|https)$/ }).optional()),
  /** Tests only: push endpoints may be plain http: to a loopback host (a test's stand-in push service). */
  HEARTH_TEST_PUSH_HTTP: flag,
  HEARTH_ALLOW_EMBEDDED: flag,
  HEARTH_EXPOSE_OUTBOX: flag,
  /** The bench scripts' bare reference routes (app/(dev-only)/api/bench/*): 404 unless set. */
  HEARTH_BENCH: flag,
  /** Rollout: send the Content-Security-Policy as report-only (violations are logged by browsers, not blocked). */
  CSP_REPORT_ONLY: flag,
});

export type DatabaseKind = "pglite" | "postgres" | "neon";

function databaseKind(url: string | undefined): DatabaseKind {
  if (!url) return "pglite";
  return new URL(url).hostname.endsWith(".neon.tech") ? "neon" : "postgres";
}

function readEnv() {
  const parsed = schema.safeParse(process.env);
  if (!parsed.success) {
    throw new Error(`Invalid configuration:\n${z.prettifyError(parsed.error)}`);
  }
  const raw = parsed.data;
  const production = raw.NODE_ENV === "production";
  const embeddedAllowed = !production || raw.HEARTH_ALLOW_EMBEDDED;
  const emailTransport = raw.RESEND_API_KEY && raw.EMAIL_FROM ? "resend" : "outbox";
  const payments = raw.STRIPE_SECRET_KEY && raw.STRIPE_WEBHOOK_SECRET ? "stripe" : "simulator";

  if (payments === "stripe" && !(raw.STRIPE_PRICE_PRO_MONTHLY && raw.STRIPE_PRICE_PRO_ANNUAL)) {
    throw new Error(
      "Invalid configuration: STRIPE_PRICE_PRO_MONTHLY and STRIPE_PRICE_PRO_ANNUAL are required with Stripe.",
    );
  }

  if (Boolean(raw.VAPID_PUBLIC_KEY) !== Boolean(raw.VAPID_PRIVATE_KEY)) {
    throw new Error("Invalid configuration: set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither.");
  }
  if (production && !raw.APP_URL) {
    throw new Error(
      "APP_URL is required in production: e-mailed links and payment pages must name the public address.",
    );
  }
  if (production && !raw.CLIENT_ADDRESS_SOURCE) {
    throw new Error(
      "CLIENT_ADDRESS_SOURCE is required in production: per-address rate limits (sign-in, sign-up, guest " +
        "accounts, codes, password resets, redeem codes) must know who vouches for the caller's address. Set " +
        "vercel, cloudflare or proxy-hops:N (N proxies append to X-Forwarded-For), or none to use per-account " +
        "limits only (docs/security.md).",
    );
  }
  const unsafe: string[] = [];
  if (!raw.AUTH_SECRET) unsafe.push("AUTH_SECRET is not set");
  if (!raw.DATABASE_URL) unsafe.push("DATABASE_URL is not set (the database would live on this server's own disk)");
  if (emailTransport === "outbox")
    unsafe.push("RESEND_API_KEY/EMAIL_FROM are not set (e-mail would only reach the outbox)");
  if (payments === "simulator")
    unsafe.push("STRIPE_SECRET_KEY/STRIPE_WEBHOOK_SECRET are not set (payments would be simulated)");
  if (!embeddedAllowed && unsafe.length > 0) {
    throw new Error(
      `Refusing to start in production with embedded defaults: ${unsafe.join("; ")}. ` +
        "Set them, or set HEARTH_ALLOW_EMBEDDED=1 for a demo deployment.",
    );
  }

  return {
    ...raw,
    production,
    embeddedAllowed,
    databaseKind: databaseKind(raw.DATABASE_URL),
    inMemoryDatabase: raw.DATA_DIR.startsWith("memory://"),
    emailTransport,
    payments,
    aiProvider: raw.OPENAI_API_KEY || raw.OPENAI_BASE_URL ? "openai" : "offline",
    speechConfigured: Boolean(raw.SPEECH_API_KEY || raw.SPEECH_BASE_URL || raw.OPENAI_API_KEY || raw.OPENAI_BASE_URL),
    googleConfigured: Boolean(raw.AUTH_GOOGLE_ID && raw.AUTH_GOOGLE_SECRET),
    authSecret: raw.AUTH_SECRET ?? embeddedSecret(raw.DATA_DIR, "auth-secret"),
    /** Signs payment webhooks: Stripe's endpoint secret, or the simulator's own (whsec_…). */
    paymentWebhookSecret:
      raw.STRIPE_SECRET_KEY && raw.STRIPE_WEBHOOK_SECRET
        ? raw.STRIPE_WEBHOOK_SECRET
        : `whsec_${embeddedSecret(raw.DATA_DIR, "checkout-simulator-webhook-secret")}`,
  } as const;
}

/**
 * A secret generated once and kept in DATA_DIR (the session secret without AUTH_SECRET, the checkout
 * simulator's webhook secret), so it survives restarts; per process with an in-memory database.
 */
export function embeddedSecret(dataDir: string, name: string): string {
  if (dataDir.startsWith("memory://")) return randomBytes(32).toString("base64url");
  const file = path.join(dataDir, name);
  mkdirSync(dataDir, { recursive: true });
  try {
    writeFileSync(file, randomBytes(32).toString("base64url"), { mode: 0o600, flag: "wx" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  return readFileSync(file, "utf8").trim();
}

export type Env = ReturnType<typeof readEnv>;

let cached: Env | undefined;

/** The validated configuration, read once per process on first use (never at build time). */
export function env(): Env {
  cached ??= readEnv();
  return cached;
}

/**
 * The public address that links point to: APP_URL; in development without it, the address this request
 * came to (so `npm run dev -- -p 4000` sends working links). Production requires APP_URL and never trusts
 * the Host header.
 */
export function publicOrigin(request: Request): string {
  return env().APP_URL ?? new URL(request.url).origin;
}
