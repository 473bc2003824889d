import { count, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import * as audit from "@/app/api/admin/audit/route";
import * as metrics from "@/app/api/admin/metrics/route";
import * as codes from "@/app/api/admin/redeem-codes/route";
import * as code from "@/app/api/admin/redeem-codes/[id]/route";
import * as usersRoute from "@/app/api/admin/users/route";
import * as userRoute from "@/app/api/admin/users/[id]/route";
import { DELETE as deleteAccount } from "@/app/api/user/delete/route";
import { GET as getUser } from "@/app/api/user/route";
import { getDb } from "@/db/client";
import { listOutboxEmails } from "@/db/queries/outbox";
import { findUserById } from "@/db/queries/users";
import { adminAudit, redeemCodes, users } from "@/db/schema";
import { SAFETY_CATEGORIES } from "@/lib/safety/categories";
import { signedUpBrowser } from "../helpers/accounts";
import { DAY } from "../helpers/billing";
import { sendChat, waitForMessages } from "../helpers/chat";
import { makeAdmin } from "../helpers/admins";
import type { TestBrowser } from "../helpers/http";
import { makeIdentity, type Identity } from "../helpers/identities";
import { apiRoutes, METHODS, routeContext, routeUrl } from "../helpers/routes";
import { makeCodes, redeem } from "../helpers/redeem";

// Read once, on first use: every test below sees this list.
vi.stubEnv("ADMIN_EMAILS", "listed@example.com, Unverified@Example.com");

const CODE_FORMAT = /^HRTH-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;
const params = (id: string) => ({ params: Promise.resolve({ id }) });

const generate = (browser: TestBrowser, body: unknown) =>
  browser.call(codes.POST, { path: "/api/admin/redeem-codes", body });
const listCodes = (browser: TestBrowser, query = "") =>
  browser.call(codes.GET, { path: `/api/admin/redeem-codes${query}` });
const act = (browser: TestBrowser, id: string, body: unknown) =>
  browser.call(userRoute.POST, { path: `/api/admin/users/${id}`, body, context: params(id) });
const auditCount = async () => (await (await getDb()).select({ n: count() }).from(adminAudit))[0]!.n;

async function everything() {
  const rows = await (
    await getDb()
  ).execute(sql`select (select count(*) from redeem_code) as codes, (select count(*) from admin_audit) as audit,
      (select json_agg(u order by u.id) from (select id, is_pro, pro_until, is_admin, pro_source, email_verified,
        verification_code, under18_flagged_at from "user") u) as users, (select count(*) from email_outbox) as emails`);
  return JSON.stringify(rows.rows);
}

describe("the admin API", () => {
  let admin: Identity & { userId: string };

  beforeAll(async () => {
    admin = await makeAdmin();
  });

  it("refuses every admin route to signed-out callers (401) and to guests, free and Pro users (403), changing nothing", async () => {
    const target = await makeIdentity("free");
    const [someCode] = await makeCodes();
    const admins = (await apiRoutes()).filter((route) => route.pattern.startsWith("/api/admin/"));
    expect(admins.map((route) => route.pattern).sort()).toEqual([
      "/api/admin/audit",
      "/api/admin/metrics",
      "/api/admin/redeem-codes",
      "/api/admin/redeem-codes/[id]",
      "/api/admin/users",
      "/api/admin/users/[id]",
    ]);
    const bodies: Record<string, unknown> = {
      "POST /api/admin/redeem-codes": { type: "1_month", count: 5 },
      "PATCH /api/admin/redeem-codes/[id]": { isActive: false },
      "POST /api/admin/users/[id]": { action: "grant_lifetime" },
    };
    const ids: Record<string, string> = {
      "/api/admin/redeem-codes/[id]": someCode!.id,
      "/api/admin/users/[id]": target.userId!,
    };
    const callers = await Promise.all((["anonymous", "guest", "free", "pro"] as const).map((k) => makeIdentity(k)));
    const before = await everything();
    for (const route of admins) {
      for (const method of METHODS) {
        const probe = await route.handlers[method]!(new Request(routeUrl(route, {}), { method }), routeContext({}));
        if (probe.status === 405) continue;
        for (const caller of callers) {
          const values: Record<string, string> = ids[route.pattern] ? { id: ids[route.pattern]! } : {};
          const reply = await caller.browser.call((request, context) => route.handlers[method]!(request, context), {
            method,
            path: new URL(routeUrl(route, values)).pathname,
            body: bodies[`${method} ${route.pattern}`],
            context: routeContext(values),
          });
          const expected = caller.kind === "anonymous" ? [401, "signed_out"] : [403, "forbidden"];
          expect([reply.status, reply.body.code], `${method} ${route.pattern} as ${caller.kind}`).toEqual(expected);
        }
      }
    }
    expect(await everything()).toBe(before);
  });

  it("reads the right from the database at every request, and from ADMIN_EMAILS for verified addresses only", async () => {
    const promoted = await makeIdentity("free");
    expect((await promoted.browser.call(metrics.GET, { path: "/api/admin/metrics" })).status).toBe(403);
    await (await getDb()).update(users).set({ isAdmin: true }).where(eq(users.id, promoted.userId!));
    // The same session, no new sign-in: the right counts at once, and goes at once.
    expect((await promoted.browser.call(metrics.GET, { path: "/api/admin/metrics" })).status).toBe(200);
    await (await getDb()).update(users).set({ isAdmin: false }).where(eq(users.id, promoted.userId!));
    expect((await promoted.browser.call(metrics.GET, { path: "/api/admin/metrics" })).status).toBe(403);

    const listed = await makeIdentity("free");
    await (
      await getDb()
    )
      .update(users)
      .set({ email: "LISTED@example.com", username: "LISTED@example.com" })
      .where(eq(users.id, listed.userId!));
    expect((await listed.browser.call(metrics.GET, { path: "/api/admin/metrics" })).status).toBe(200);
    expect((await listed.browser.call(getUser)).body.isAdmin).toBe(true);
    const unverified = await makeIdentity("free");
    await (
      await getDb()
    )
      .update(users)
      .set({ email: "unverified@example.com", username: "unverified@example.com", emailVerified: false })
      .where(eq(users.id, unverified.userId!));
    expect((await unverified.browser.call(metrics.GET, { path: "/api/admin/metrics" })).status).toBe(403);
  });

  it("generates 1 to 100 unguessable, unique, grouped codes, and refuses 0, 101, a bad type and a past expiry", async () => {
    const before = await auditCount();
    for (const body of [
      { type: "1_week", count: 0 },
      { type: "1_week", count: 101 },
      { type: "1_week", count: 1.5 },
      { type: "2_weeks", count: 1 },
      { type: "1_week", count: 1, expiresAt: new Date(Date.now() - 60_000).toISOString() },
      { type: "1_week", count: 1, expiresAt: "tomorrow" },
      { type: "1_week", count: 1, maxUses: 0 },
      { type: "1_week", count: 1, isActive: false },
    ]) {
      const reply = await generate(admin.browser, body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
    }
    const [zero, bad, past] = await Promise.all([
      generate(admin.browser, { type: "1_week", count: 0 }),
      generate(admin.browser, { type: "2_weeks", count: 1 }),
      generate(admin.browser, { type: "1_week", count: 1, expiresAt: new Date(Date.now() - 60_000).toISOString() }),
    ]);
    expect(zero.body.message).toBe("Count must be between 1 and 100");
    expect(bad.body.message).toBe("Type must be 1_week or 1_month");
    expect(past.body.message).toBe("The expiry date must be in the future");
    expect(await auditCount()).toBe(before);

    const one = await generate(admin.browser, { type: "1_week", count: 1 });
    expect(one.status).toBe(201);
    const [single] = one.body.codes as { code: string; maxUses: number; expiresAt: string | null }[];
    expect(single!.code).toMatch(CODE_FORMAT);
    expect(single).toMatchObject({ maxUses: 1, expiresAt: null });

    const expiresAt = new Date(Date.now() + 30 * DAY).toISOString();
    const hundred = await generate(admin.browser, { type: "1_month", count: 100, expiresAt, maxUses: 3 });
    expect(hundred.status).toBe(201);
    const batch = hundred.body.codes as { code: string; maxUses: number; expiresAt: string }[];
    expect(batch).toHaveLength(100);
    expect(new Set(batch.map((c) => c.code)).size).toBe(100);
    expect(batch.every((c) => CODE_FORMAT.test(c.code) && c.maxUses === 3 && c.expiresAt === expiresAt)).toBe(true);
    const stored = await (
      await getDb()
    )
      .select({ n: count() })
      .from(redeemCodes)
      .where(eq(redeemCodes.batchId, hundred.body.batchId as string));
    expect(stored[0]!.n).toBe(100);

    const entries = await (await getDb()).select().from(adminAudit).where(eq(adminAudit.actorId, admin.userId));
    expect(entries.filter((e) => e.action === "generate_codes").map((e) => e.details.count)).toEqual(
      expect.arrayContaining([1, 100]),
    );
    // The audit names the batch, never a code.
    expect(JSON.stringify(entries)).not.toContain(single!.code);
    const listed = (await admin.browser.call(audit.GET, { path: "/api/admin/audit" })).body.entries;
    expect(listed).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          action: "generate_codes",
          targetId: hundred.body.batchId,
          target: { kind: "batch", count: 100 },
          details: { type: "1_month", count: 100, maxUses: 3, expiresAt },
        }),
      ]),
    );
  });

  it("lists codes by state with their uses and who redeemed them, and deactivates a code", async () => {
    const made = await generate(admin.browser, { type: "1_week", count: 3 });
    const batchId = made.body.batchId as string;
    const [first, second, third] = made.body.codes as { id: string; code: string }[];
    const redeemer = await makeIdentity("free");
    expect((await redeem(redeemer.browser, first!.code)).status).toBe(200);

    const off = await admin.browser.call(code.PATCH, {
      method: "PATCH",
      path: `/api/admin/redeem-codes/${second!.id}`,
      body: { isActive: false },
      context: params(second!.id),
    });
    expect(off.status).toBe(200);
    expect((await redeem(redeemer.browser, second!.code)).body.code).toBe("redeem_code_deactivated");
    const missing = await admin.browser.call(code.PATCH, {
      method: "PATCH",
      path: "/api/admin/redeem-codes/nope",
      body: { isActive: false },
      context: params("nope"),
    });
    expect(missing.status).toBe(404);

    const all = await listCodes(admin.browser, `?batch=${batchId}`);
    expect(all.body.total).toBe(3);
    const byId = new Map((all.body.codes as { id: string }[]).map((c) => [c.id, c]));
    const redeemerEmail = (await findUserById({ id: redeemer.userId! }))!.email;
    expect(byId.get(first!.id)).toMatchObject({
      status: "used_up",
      currentUses: 1,
      redemptions: [{ email: redeemerEmail, redeemedAt: expect.any(String) }],
    });
    expect(byId.get(second!.id)).toMatchObject({ status: "deactivated", redemptions: [] });
    expect(byId.get(third!.id)).toMatchObject({ status: "active" });
    for (const [status, id] of [
      ["used_up", first!.id],
      ["deactivated", second!.id],
      ["active", third!.id],
    ] as const) {
      const page = await listCodes(admin.browser, `?batch=${batchId}&status=${status}`);
      expect((page.body.codes as { id: string }[]).map((c) => c.id)).toEqual([id]);
    }

    // A redeemer deletes their account: the use still counts, and the code says an account is gone.
    const single = await generate(admin.browser, { type: "1_week", count: 1 });
    const [kept] = single.body.codes as { id: string; code: string }[];
    const leaver = await makeIdentity("free");
    expect((await redeem(leaver.browser, kept!.code)).status).toBe(200);
    expect((await leaver.browser.call(deleteAccount, { method: "DELETE" })).status).toBe(200);
    const after = await listCodes(admin.browser, `?batch=${single.body.batchId as string}`);
    expect(after.body.codes).toEqual([
      expect.objectContaining({ status: "used_up", currentUses: 1, redemptions: [], deletedRedeemers: 1 }),
    ]);
    expect(byId.get(first!.id)).toMatchObject({ deletedRedeemers: 0 });

    const [expired] = await makeCodes({ expiresAt: new Date(Date.now() - 1000) });
    const expiredPage = await listCodes(admin.browser, "?status=expired");
    expect((expiredPage.body.codes as { id: string }[]).map((c) => c.id)).toContain(expired!.id);
    expect((await listCodes(admin.browser, "?status=sideways")).status).toBe(400);
  });

  it("finds users by e-mail or nickname with plan facts and counts, never what they wrote", async () => {
    const person = await makeIdentity("pro");
    await (await getDb()).update(users).set({ nickname: "Zanzibar Quokka" }).where(eq(users.id, person.userId!));
    const email = (await findUserById({ id: person.userId! }))!.email!;
    for (const q of ["zanzibar", email.slice(0, 20).toUpperCase()]) {
      const reply = await admin.browser.call(usersRoute.GET, { path: `/api/admin/users?q=${encodeURIComponent(q)}` });
      expect(reply.status).toBe(200);
      const found = (reply.body.users as { id: string }[]).find((u) => u.id === person.userId);
      expect(found, q).toMatchObject({
        nickname: "Zanzibar Quokka",
        isPro: true,
        proSource: "redeem_code",
        messagesSent: 1,
        lastActiveDay: new Date().toISOString().slice(0, 10),
      });
      expect(JSON.stringify(reply.body)).not.toContain("My own words");
    }
    const none = await admin.browser.call(usersRoute.GET, { path: "/api/admin/users?q=%25_%25" });
    expect(none.body.users).toEqual([]);
  });

  it("grants Pro for N days or for life, revokes it, resends verification, and records each change", async () => {
    const person = await makeIdentity("free");
    const id = person.userId!;
    const row = async () => (await findUserById({ id }))!;
    const before = await auditCount();

    expect((await act(admin.browser, id, { action: "grant_pro", days: 10 })).status).toBe(200);
    expect(Math.abs((await row()).proEndsAt!.getTime() - (Date.now() + 10 * DAY))).toBeLessThan(60_000);
    expect((await row()).proSource).toBe("redeem_code");
    expect((await act(admin.browser, id, { action: "grant_pro", days: 0 })).status).toBe(400);
    expect((await act(admin.browser, id, { action: "grant_lifetime" })).status).toBe(200);
    expect(await row()).toMatchObject({ proSource: "lifetime", proUntil: null });
    expect((await person.browser.call(getUser)).body.isPro).toBe(true);
    expect((await act(admin.browser, id, { action: "revoke_pro" })).status).toBe(200);
    expect((await person.browser.call(getUser)).body.isPro).toBe(false);

    expect((await act(admin.browser, id, { action: "resend_verification" })).body.code).toBe("already_verified");
    await (await getDb()).update(users).set({ emailVerified: false }).where(eq(users.id, id));
    expect((await act(admin.browser, id, { action: "resend_verification" })).status).toBe(200);
    expect(await listOutboxEmails({ to: (await row()).email! })).toHaveLength(1);
    expect((await act(admin.browser, "nobody", { action: "revoke_pro" })).status).toBe(404);

    const entries = await (await getDb()).select().from(adminAudit).where(eq(adminAudit.targetId, id));
    expect(entries.map((e) => e.action).sort()).toEqual([
      "grant_pro",
      "grant_pro",
      "resend_verification",
      "revoke_pro",
    ]);
    expect(entries.every((e) => e.actorId === admin.userId)).toBe(true);
    expect(await auditCount()).toBe(before + 4);

    // Read back in words: who, whom and what, each action with its own details; a deleted account reads so.
    const adminEmail = (await findUserById({ id: admin.userId }))!.email;
    const personEmail = (await row()).email;
    const auditPage = async () => (await admin.browser.call(audit.GET, { path: "/api/admin/audit" })).body.entries;
    const byAdmin = { kind: "account", email: adminEmail };
    expect(await auditPage()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          action: "revoke_pro",
          targetId: id,
          actor: byAdmin,
          target: { kind: "account", email: personEmail },
          details: {},
        }),
        expect.objectContaining({ action: "grant_pro", actor: byAdmin, details: { days: 10 } }),
        expect.objectContaining({ action: "grant_pro", actor: byAdmin, details: { lifetime: true } }),
      ]),
    );
    expect((await person.browser.call(deleteAccount, { method: "DELETE" })).status).toBe(200);
    const gone = (await auditPage()) as { targetId: string; target: unknown }[];
    expect(gone.filter((entry) => entry.targetId === id).map((entry) => entry.target)).toEqual(
      Array(4).fill({ kind: "deleted" }),
    );
  });

  it("gives and takes the admin right; removing one's own needs a confirmation", async () => {
    const other = await makeIdentity("free");
    expect((await act(admin.browser, other.userId!, { action: "set_admin", admin: true })).status).toBe(200);
    expect((await other.browser.call(metrics.GET, { path: "/api/admin/metrics" })).status).toBe(200);
    const self = await act(other.browser, other.userId!, { action: "set_admin", admin: false });
    expect([self.status, self.body.code]).toEqual([409, "confirm_required"]);
    expect((await other.browser.call(metrics.GET, { path: "/api/admin/metrics" })).status).toBe(200);
    const confirmed = await act(other.browser, other.userId!, { action: "set_admin", admin: false, confirmSelf: true });
    expect(confirmed.status).toBe(200);
    expect((await other.browser.call(metrics.GET, { path: "/api/admin/metrics" })).status).toBe(403);
  });

  it("computes the overview: a point per day, activity, Pro by source, MRR from active subscriptions, redemptions", async () => {
    const subscriber = await makeIdentity("free");
    await (
      await getDb()
    )
      .update(users)
      .set({
        subscriptionStatus: "active",
        subscriptionPlan: "pro_annual",
        subscriptionExpiresAt: new Date(Date.now() + 300 * DAY),
      })
      .where(eq(users.id, subscriber.userId!));
    const reply = await admin.browser.call(metrics.GET, { path: "/api/admin/metrics?days=90" });
    expect(reply.status).toBe(200);
    const body = reply.body as {
      series: { day: string; messages: number; activeUsers: number; signups: number; redemptions: number }[];
      activeUsers: { dau: number; wau: number; mau: number };
      proBySource: { subscription: number; granted: number; lifetime: number };
      mrrCents: number;
      activeSubscriptions: number;
      redeem: { uses: number; inPeriod: number };
    };
    expect(body.series).toHaveLength(90);
    const today = body.series.at(-1)!;
    expect(today.day).toBe(new Date().toISOString().slice(0, 10));
    expect(today.messages).toBeGreaterThan(0);
    expect(today.signups).toBeGreaterThan(0);
    expect(today.redemptions).toBeGreaterThan(0);
    expect(body.activeUsers.dau).toBeGreaterThanOrEqual(1);
    expect(body.activeUsers.dau).toBe(today.activeUsers);
    expect(body.activeUsers.wau).toBeGreaterThanOrEqual(body.activeUsers.dau);
    expect(body.proBySource.subscription).toBeGreaterThanOrEqual(1);
    expect(body.proBySource.granted).toBeGreaterThanOrEqual(1);
    expect(body.activeSubscriptions).toBe(1);
    expect(body.mrrCents).toBe(500);
    expect(body.redeem.inPeriod).toBe(body.series.reduce((sum, day) => sum + day.redemptions, 0));
    expect((await admin.browser.call(metrics.GET, { path: "/api/admin/metrics?days=7" })).status).toBe(400);
  });

  it("lists the accounts the safety check flagged as under 18, clears a flag after review (audited), and counts matches by category, never content", async () => {
    type Safety = { matches: { category: string; matches: number }[]; flaggedForReview: number };
    const safety = async () =>
      (await admin.browser.call(metrics.GET, { path: "/api/admin/metrics" })).body.safety as Safety;
    const flaggedIds = async (query = "") => {
      const reply = await admin.browser.call(usersRoute.GET, { path: `/api/admin/users?flagged=1${query}` });
      expect(reply.status).toBe(200);
      expect(JSON.stringify(reply.body)).not.toContain("boyfriend");
      return (reply.body.users as { id: string; under18FlaggedAt: string | null }[]).map((u) => {
        expect(u.under18FlaggedAt).toEqual(expect.any(String));
        return u.id;
      });
    };
    const before = await safety();
    expect(before.matches.map((m) => m.category)).toEqual([...SAFETY_CATEGORIES]);

    const { browser, email } = await signedUpBrowser({ nickname: "Young" });
    const id = (await browser.call(getUser)).body.id as string;
    expect(await flaggedIds()).not.toContain(id);
    const conversationId = crypto.randomUUID();
    const reply = await sendChat(browser, { conversationId, text: "I'm 15 and my boyfriend is 22, is that okay?" });
    expect(reply.status).toBe(200);
    await waitForMessages(conversationId, (rows) => rows.length === 2);
    await expect.poll(async () => (await findUserById({ id }))!.under18FlaggedAt !== null).toBe(true);

    const after = await safety();
    for (const { category, matches } of after.matches) {
      const was = before.matches.find((m) => m.category === category)!.matches;
      expect(matches - was, category).toBe(category === "under_18" ? 1 : 0);
    }
    expect(after.flaggedForReview).toBe(before.flaggedForReview + 1);
    expect(JSON.stringify(after)).not.toContain("boyfriend");
    expect(await flaggedIds()).toContain(id);
    expect(await flaggedIds(`&q=${encodeURIComponent(email)}`)).toEqual([id]);
    expect((await admin.browser.call(usersRoute.GET, { path: "/api/admin/users?flagged=yes" })).status).toBe(400);

    // Only an admin clears it.
    const bystander = await makeIdentity("free");
    expect((await act(bystander.browser, id, { action: "clear_under18_flag" })).status).toBe(403);
    expect((await findUserById({ id }))!.under18FlaggedAt).not.toBeNull();

    const audited = await auditCount();
    expect((await act(admin.browser, id, { action: "clear_under18_flag" })).status).toBe(200);
    expect((await findUserById({ id }))!.under18FlaggedAt).toBeNull();
    expect(await flaggedIds()).not.toContain(id);
    expect((await safety()).flaggedForReview).toBe(before.flaggedForReview);
    // Clearing again changes nothing and records nothing.
    expect((await act(admin.browser, id, { action: "clear_under18_flag" })).status).toBe(200);
    expect(await auditCount()).toBe(audited + 1);
    const entries = await (await getDb()).select().from(adminAudit).where(eq(adminAudit.targetId, id));
    expect(entries).toEqual([
      expect.objectContaining({
        action: "clear_under18_flag",
        actorId: admin.userId,
        details: { flaggedAt: expect.any(String) },
      }),
    ]);
  });
});
