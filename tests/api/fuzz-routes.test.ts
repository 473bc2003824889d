import { fc } from "@fast-check/vitest";
import { sql } from "drizzle-orm";
import Stripe from "stripe";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { getDb } from "@/db/client";
import { PORTAL_ACTIONS } from "@/lib/billing/simulator/schemas";
import { env } from "@/lib/env";
import { normaliseText } from "@/lib/validation/text";
import { hostileText } from "../helpers/hostile-input";
import { IDENTITY_KINDS, makeIdentity, type Identity, type IdentityKind } from "../helpers/identities";
import { apiRoutes, METHODS, routeContext, routeUrl, type ApiRoute, type Method } from "../helpers/routes";

// Fuzzes every /api route on disk as signed-out, guest, free and Pro callers. For any input: no 5xx; answers are
// JSON (refusals with string `message` and `code`), a stream or a redirect; refusals change no rows; nothing sent
// is logged; a route needing a session answers 401 signed out, unless SIGNED_OUT_ANSWERS gives its own answer.

vi.stubEnv("OFFLINE_ADVISOR_TOKEN_MS", "0");

const routes = await apiRoutes();

/** Routes anyone may call. Every other route needs a session: a new route is private unless listed here. */
const PUBLIC_ROUTES = new Set([
  "/api/[...path]",
  "/api/adult-attestation",
  "/api/auth/[...nextauth]",
  "/api/bench/advice",
  "/api/bench/bare",
  "/api/dev/outbox",
  "/api/forgot-password",
  "/api/guest-login",
  "/api/health",
  "/api/login",
  "/api/logout",
  "/api/register",
  "/api/reminders/unsubscribe",
  "/api/reset-password",
  "/api/send-verification",
  "/api/session/expired",
  "/api/settings/language",
  "/api/verify-email",
]);

/**
 * Routes that answer a signed-out caller otherwise than 401 by design, checked as strictly: the billing e-mails'
 * portal link sends to login and back; Stripe's webhook, which has no session, gives the signature refusal (or
 * an oversized body's 413) before reading anything (the signed runs are in SIGNERS).
 */
const SIGNED_OUT_ANSWERS: Record<
  string,
  Partial<Record<Method, (what: string, response: Response, text: string) => void>>
> = {
  "/api/billing-portal": {
    GET: (what, response) => {
      expect(response.status, what).toBe(303);
      expect(response.headers.get("location"), what).toBe(
        `http://localhost/auth/login?redirect=${encodeURIComponent("/api/billing-portal")}`,
      );
    },
  },
  "/api/webhooks/stripe": {
    POST: (what, response, text) => {
      expect([400, 413], what).toContain(response.status);
      expect((JSON.parse(text) as { code: string }).code, what).toMatch(/^(invalid_signature|payload_too_large)$/);
    },
  },
};

/**
 * Routes authenticated by a signature on the raw body rather than a session, and how to sign for them:
 * half of their runs sign what they send, so the fuzz reaches past the signature into the event's handling.
 */
const SIGNERS: Record<string, (payload: string) => [header: string, value: string]> = {
  "/api/webhooks/stripe": (payload) => [
    "stripe-signature",
    Stripe.webhooks.generateTestHeaderString({ payload, secret: env().paymentWebhookSecret }),
  ],
};

/**
 * Refusals that act by design: registering again over an unverified address re-sends its code; "repair my
 * Pro account" stores the provider's fresh reading of the subscription even when it finds no Pro to restore
 * (the account then matches the provider; nothing is granted).
 */
const REFUSALS_THAT_ACT = new Set(["account_not_verified", "no_subscription_found"]);
/** Counters of refused guesses change on refusal by design: they are what makes guessing stop. */
const COUNTERS = ["rate_limit"];

/** Runs per route, method and caller: the routes' own methods get more than the ones they answer with 405. */
const RUNS = { own: 6, other: 1 };

const KEYS = [
  "id",
  "conversationId",
  "messageId",
  "text",
  "imageIds",
  "private",
  "history",
  "title",
  "helpful",
  "q",
  "cursor",
  "limit",
  "username",
  "email",
  "password",
  "nickname",
  "code",
  "token",
  "currentPassword",
  "newPassword",
  "rememberMe",
  "language",
  "aiLanguage",
  "aiTone",
  "modelPreference",
  "testMode",
  "saveConversations",
  "relationshipStatus",
  "age",
  "partnerNickname",
  "onboardingData",
  "onboardingCompleted",
  "isAdmin",
  "isPro",
  "userId",
  "plan",
  "trial",
  "sessionId",
  "forceActivation",
  "card",
  "holdWebhooks",
  "action",
  "type",
  "data",
  "warningSigns",
  "coping",
  "people",
  "professionals",
  "safer",
  "__proto__",
  "constructor",
  "prototype",
];

// Big values are named in the inputs and made when sent, so that a failure's counterexample stays readable.
const LONG_TEXT = "<6,000 characters, half of them NUL>";
const HUGE_ARRAY = "<an array of 4,000 numbers>";
const TOO_BIG = "<a 70 KiB JSON body>";
// Ids that only exist when the input is sent: the caller's own conversation and account, and a fresh id.
const OWN_CONVERSATION = "<the caller's conversation>";
const OWN_USER = "<the caller's account>";
const NEW_ID = "<a new id>";
const expander = (caller: Identity) => (_key: string, value: unknown) =>
  value === LONG_TEXT
    ? "\u0000".repeat(3000) + "x".repeat(3000)
    : value === HUGE_ARRAY
      ? Array.from({ length: 4000 }, (_, i) => i)
      : value === OWN_CONVERSATION
        ? (caller.conversationId ?? "none")
        : value === OWN_USER
          ? (caller.userId ?? "none")
          : value === NEW_ID
            ? crypto.randomUUID()
            : value;

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: hostileText },
  { weight: 2, arbitrary: fc.constantFrom("therapist", "boss", "en", "zh-TW", "fast", "29", "123456", "Sam") },
  { weight: 2, arbitrary: fc.constantFrom(true, false, null, 0, -1, 29, 1e308, -0.5, "", " ") },
  { weight: 2, arbitrary: fc.emailAddress() },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  { weight: 1, arbitrary: fc.constantFrom(LONG_TEXT, HUGE_ARRAY, OWN_CONVERSATION, NEW_ID) },
);

/** At least one character that has broken a route before: NUL above all (Postgres refuses it). */
const hostileCharacter = fc.oneof(
  { weight: 3, arbitrary: fc.constant("\u0000") },
  {
    weight: 4,
    arbitrary: fc.constantFrom("\u0007", "\r\n", "\u001b[31m", "\u007f", "\ud800", "\udfff", "e\u0301", "\u202e"),
  },
);

/** A valid value with hostile text put inside it: it passes the schemas and reaches the database. */
const laced = (valid: string) =>
  fc
    .tuple(hostileCharacter, hostileText, fc.nat({ max: valid.length }))
    .map(([odd, hostile, at]) => `${valid.slice(0, at)}${odd}${hostile.slice(0, 20)}${valid.slice(at)}`);

/**
 * One body that fits every route's schema at once (they ignore keys they do not know), its text fields
 * laced with hostile text: so the fuzz reaches the database on every route, not only the schemas.
 */
const plausibleBody = fc.record({
  conversationId: fc.constantFrom(OWN_CONVERSATION, NEW_ID),
  messageId: fc.constant(NEW_ID),
  text: laced("We argued about chores"),
  title: laced("Our talk"),
  helpful: fc.boolean(),
  nickname: laced("Sam"),
  relationshipStatus: laced("Dating"),
  age: fc.constantFrom("29", 29),
  aiTone: fc.oneof(fc.constantFrom("therapist", "Professional & Calm", "boss"), laced("therapist")),
  partnerNickname: laced("Alex"),
  personalGoals: laced("Listen more"),
  username: laced("someone@example.com"),
  email: laced("someone@example.com"),
  password: laced("Secret123"),
  currentPassword: laced("Secret123"),
  newPassword: laced("Stronger123"),
  rememberMe: fc.boolean(),
  code: laced("123456"),
  token: laced("token"),
  onboardingData: fc.record({
    nickname: laced("Sam"),
    partnerNickname: laced("Alex"),
    aiTone: fc.constant("Therapist"),
  }),
  plan: fc.oneof(fc.constantFrom("pro_monthly", "pro_annual"), laced("pro_annual")),
  trial: fc.boolean(),
  sessionId: fc.oneof(fc.constant("cs_sim_0123456789"), laced("cs_sim_0123456789")),
  userId: fc.oneof(fc.constant(OWN_USER), laced("user")),
  forceActivation: fc.boolean(),
  card: fc.oneof(fc.constantFrom("4242 4242 4242 4242", "4000000000000002"), laced("4242424242424242")),
  holdWebhooks: fc.boolean(),
  action: fc.oneof(fc.constantFrom(...PORTAL_ACTIONS), laced("renew")),
  warningSigns: fc.array(laced("I stop sleeping"), { maxLength: 3 }),
  coping: fc.array(laced("A walk"), { maxLength: 3 }),
  people: fc.array(laced("My sister"), { maxLength: 3 }),
  professionals: fc.array(laced("Samaritans: 116 123"), { maxLength: 3 }),
  safer: fc.array(laced("A packed bag"), { maxLength: 3 }),
});

/** A private chat's message (POST /api/chat), its text and history laced with hostile text: it reaches the model. */
const privateChatBody = fc.record({
  private: fc.constant(true),
  messageId: fc.constant(NEW_ID),
  text: laced("We argued about chores"),
  history: fc.array(
    fc.record({ role: fc.constantFrom("user", "assistant", "system"), content: laced("We talked it over") }),
    { maxLength: 3 },
  ),
});

/** A payment provider's event, its ids laced with hostile text: sent signed, it reaches the webhook's handling. */
const eventBody = fc.record({
  id: fc.oneof(fc.constant(NEW_ID), laced("evt_1")),
  type: fc.oneof(
    fc.constantFrom("checkout.session.completed", "customer.subscription.updated", "invoice.paid", "charge.refunded"),
    hostileText,
  ),
  created: fc.oneof(fc.nat(), hostileValue),
  data: fc.oneof(
    fc.record({
      object: fc.record({ id: laced("sub_1"), customer: fc.oneof(laced("cus_1"), fc.constant(null), hostileValue) }),
    }),
    hostileValue,
  ),
});

/** PATCH /api/settings refuses unknown keys: its own shape. */
const settingsBody = fc.record(
  { language: hostileValue, aiLanguage: hostileValue, modelPreference: hostileValue, testMode: hostileValue },
  { requiredKeys: [] },
);

type Input = {
  /** A JSON value to send, or raw text; undefined sends no body. */
  body?: { json: unknown } | { raw: string };
  contentType: string;
  query: Record<string, string>;
  /** Which id a dynamic segment gets: one of the caller's own, another user's, or any text. */
  param: "own-conversation" | "own-reply" | "foreign" | string;
  catchAll: string[];
  /** Whether a route in SIGNERS gets the body signed. */
  signed: boolean;
};

const input: fc.Arbitrary<Input> = fc.record({
  body: fc.oneof(
    { weight: 5, arbitrary: plausibleBody.map((json) => ({ json })) },
    { weight: 2, arbitrary: privateChatBody.map((json) => ({ json })) },
    { weight: 1, arbitrary: settingsBody.map((json) => ({ json })) },
    { weight: 3, arbitrary: eventBody.map((json) => ({ json })) },
    {
      weight: 4,
      arbitrary: fc.dictionary(fc.constantFrom(...KEYS), hostileValue, { maxKeys: 8 }).map((json) => ({ json })),
    },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((json) => ({ json })) },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(
          '{"__proto__":{"isAdmin":true,"isPro":true},"constructor":{"prototype":{"isPro":true}},"text":"hi"}',
          '{"text":"a","text":"b"}',
          "{not json",
          "\u0000",
          "[".repeat(5000),
          "",
          TOO_BIG,
        )
        .map((raw) => ({ raw })),
    },
    { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 64 }).map((raw) => ({ raw })) },
    { weight: 1, arbitrary: fc.constant(undefined) },
  ),
  contentType: fc.oneof(
    { weight: 8, arbitrary: fc.constant("application/json") },
    {
      weight: 1,
      arbitrary: fc.constantFrom("text/plain", "application/x-www-form-urlencoded", "application/json; charset=utf-8"),
    },
  ),
  query: fc.dictionary(
    fc.constantFrom("q", "cursor", "limit", "to", "redirect", "id"),
    fc.oneof(hostileText, fc.constantFrom("1", "0", "100", "-1", "1e9", "NaN")),
    { maxKeys: 3 },
  ),
  param: fc.oneof(
    fc.constantFrom("own-conversation", "own-reply", "foreign"),
    hostileText,
    fc.constantFrom("../etc/passwd", "%00", "a".repeat(37)),
  ),
  catchAll: fc.array(
    fc.oneof(
      fc.constantFrom("csrf", "signin", "google", "callback", "signout", "session", "providers", "error"),
      hostileText,
    ),
    { minLength: 1, maxLength: 3 },
  ),
  signed: fc.boolean(),
});

/**
 * Every table's row count but the counters', and the caller's rows (account, sessions, conversations,
 * messages, safety plan).
 */
let tableCounts: ReturnType<typeof sql.raw>;

async function snapshot(identity: Identity): Promise<string> {
  const db = await getDb();
  if (!tableCounts) {
    const tables = await db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    const counted = tables.rows.map((r) => r.table_name).filter((t) => !COUNTERS.includes(t));
    tableCounts = sql.raw(counted.map((t) => `(select count(*) from "${t}") as "${t}"`).join(", "));
  }
  const userId = identity.userId ?? "";
  const own = await db.execute(sql`
    select ${tableCounts}, (select row_to_json(u) from "user" u where u.id = ${userId}) as "user",
      (select json_agg(s order by s.id) from user_session s where s.user_id = ${userId}) as sessions,
      (select json_agg(c order by c.id) from conversation c where c.user_id = ${userId}) as conversations,
      (select json_agg(m order by m.conversation_id, m.id) from message m
         join conversation c on c.id = m.conversation_id where c.user_id = ${userId}) as messages,
      (select row_to_json(p) from safety_plan p where p.user_id = ${userId}) as safety_plan`);
  return JSON.stringify(own.rows);
}

/** Every text the caller sent (values, keys, query, path), as it would be stored. */
function textsOf(value: unknown, into: string[] = []): string[] {
  if (typeof value === "string") into.push(normaliseText(value));
  else if (Array.isArray(value)) for (const item of value) textsOf(item, into);
  else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      into.push(key);
      textsOf(item, into);
    }
  }
  return into;
}

async function sessionLive(identity: Identity) {
  if (!identity.userId) return true;
  const live = await (
    await getDb()
  ).execute(sql`select 1 from user_session s where s.user_id = ${identity.userId} and s.expires_at > now()`);
  return live.rows.length > 0;
}

const callers = {} as Record<IdentityKind, Identity>;
let foreign: Identity;

beforeAll(async () => {
  for (const kind of IDENTITY_KINDS) callers[kind] = await makeIdentity(kind);
  foreign = await makeIdentity("free");
});

afterEach(() => {
  vi.restoreAllMocks();
});

async function exercise(route: ApiRoute, method: Method, kind: IdentityKind, sent: Input) {
  // A run that logged out, changed the password or deleted the account leaves the next run a fresh caller.
  if (!(await sessionLive(callers[kind]))) callers[kind] = await makeIdentity(kind);
  const caller = callers[kind];
  // A URL's path cannot hold a lone surrogate: the browser would have sent U+FFFD.
  const idFor = (param: Input["param"]): string =>
    param === "own-conversation"
      ? (caller.conversationId ?? "none")
      : param === "own-reply"
        ? (caller.replyId ?? "none")
        : param === "foreign"
          ? foreign.conversationId!
          : param.toWellFormed();
  const values = Object.fromEntries(
    route.params.map(({ name, catchAll }) => [
      name,
      catchAll ? sent.catchAll.map((segment) => segment.toWellFormed()) : idFor(sent.param),
    ]),
  );
  const query = new URLSearchParams(sent.query).toString();
  const body =
    sent.body === undefined || method === "GET"
      ? undefined
      : "raw" in sent.body
        ? sent.body.raw === TOO_BIG
          ? JSON.stringify({ text: "y".repeat(70 * 1024) })
          : sent.body.raw
        : JSON.stringify(sent.body.json ?? null, expander(caller));
  const headers = new Headers({ "x-forwarded-for": caller.browser.address });
  const cookie = [...caller.browser.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  if (cookie) headers.set("cookie", cookie);
  if (body !== undefined) headers.set("content-type", sent.contentType);
  const signer = SIGNERS[route.pattern];
  if (signer && sent.signed && body !== undefined) headers.set(...signer(body));

  const before = await snapshot(caller);
  const logged: string[] = [];
  for (const level of ["log", "info", "warn", "error"] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      logged.push(
        args.map((a) => (a instanceof Error ? `${a.message} ${a.stack} ${String(a.cause)}` : String(a))).join(" "),
      );
    });
  }
  const request = new Request(routeUrl(route, values, query ? `?${query}` : ""), { method, headers, body });
  const response = await route.handlers[method]!(request, routeContext(values));
  const text = await response.text();
  vi.restoreAllMocks();

  const what = `${method} ${route.pattern} as ${kind}: ${response.status} ${text.slice(0, 200)}`;
  process.stderr.write(`${what.slice(0, 150)} :: ${JSON.stringify(body)?.slice(0, 200)}\n`);
  expect(response.status, what).toBeLessThan(500);
  const type = response.headers.get("content-type") ?? "";
  if (response.status >= 400) {
    expect(type, what).toMatch(/^application\/json/);
    const answer = JSON.parse(text) as Record<string, unknown>;
    expect(typeof answer.message, what).toBe("string");
    expect(typeof answer.code, what).toBe("string");
    if (!REFUSALS_THAT_ACT.has(answer.code as string)) expect(await snapshot(caller), what).toBe(before);
  } else if (response.status < 300) {
    expect(type, what).toMatch(/^(application\/json|text\/event-stream)/);
  }
  if (kind === "anonymous" && !PUBLIC_ROUTES.has(route.pattern) && response.status !== 405) {
    const answer = SIGNED_OUT_ANSWERS[route.pattern]?.[method];
    const signedRun = signer && sent.signed && body !== undefined;
    if (answer && !signedRun) answer(what, response, text);
    else if (!signedRun) expect(response.status, what).toBe(401);
  }
  const log = logged.join("\n");
  const sentTexts = textsOf([sent.body && ("raw" in sent.body ? sent.body.raw : sent.body.json), sent.query, values]);
  for (const piece of sentTexts) {
    if (piece.trim().length >= 8) expect(log.includes(piece), `${what}\nlogged what was sent: ${piece}`).toBe(false);
  }
}

describe("fuzzing every route under /api", () => {
  it("finds the routes on disk, each answering every method", () => {
    expect(routes.length).toBeGreaterThan(20);
    for (const route of routes) {
      expect(Object.keys(route.handlers).sort(), route.file).toEqual([...METHODS].sort());
    }
  });

  for (const route of routes) {
    it(`${route.pattern}: no 5xx, JSON refusals, refusals change nothing, nothing sent is logged`, async () => {
      for (const method of METHODS) {
        // A method the route does not have answers 405 at once; its own methods get more runs.
        const probe = await route.handlers[method]!(new Request(routeUrl(route, {}), { method }), routeContext({}));
        const numRuns = probe.status === 405 ? RUNS.other : RUNS.own;
        for (const kind of IDENTITY_KINDS) {
          await fc.assert(
            fc.asyncProperty(input, (sent) => exercise(route, method, kind, sent)),
            { numRuns, endOnFailure: true },
          );
        }
      }
    }, 120_000);
  }
});
