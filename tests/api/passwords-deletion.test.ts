import { eq, or, sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { POST as changePassword } from "@/app/api/change-password/route";
import { GET as outbox } from "@/app/(dev-only)/api/dev/outbox/route";
import { POST as forgotPassword } from "@/app/api/forgot-password/route";
import { POST as login } from "@/app/api/login/route";
import { POST as resetPassword } from "@/app/api/reset-password/route";
import { DELETE as deleteAccount } from "@/app/api/user/delete/route";
import { GET as getUser } from "@/app/api/user/route";
import { getDb } from "@/db/client";
import { adviceRequests, conversations, emailOutbox, messages, rateLimits, users } from "@/db/schema";
import { latestEmail, signedUpBrowser } from "../helpers/accounts";
import { TestBrowser } from "../helpers/http";

// The reset e-mail goes after the response (Next's after()): here it waits until the test lets it go.
const deferred = vi.hoisted(() => [] as (() => Promise<void>)[]);
vi.mock("@/lib/jobs/after-response", () => ({ afterResponse: (task: () => Promise<void>) => deferred.push(task) }));
// Every keyed hash the app computes (codes, reset tokens), counted.
const hashed = vi.hoisted(() => ({ count: 0 }));
vi.mock("@/lib/auth/secrets", async (original) => {
  const secrets = await original<typeof import("@/lib/auth/secrets")>();
  return {
    ...secrets,
    digest: (secret: string) => {
      hashed.count += 1;
      return secrets.digest(secret);
    },
  };
});

async function sendDeferred() {
  for (const task of deferred.splice(0)) await task();
}

async function resetToken(email: string) {
  await sendDeferred();
  const link = (await latestEmail(email)).text.match(/https?:\/\/\S+\/reset-password\?token=(\S+)/);
  if (!link?.[1]) throw new Error("no reset link");
  return decodeURIComponent(link[1]);
}

describe("forgot and reset password", () => {
  it("answers the same for unknown accounts and sends nothing", async () => {
    const reply = await new TestBrowser().call(forgotPassword, { body: { email: "ghost@example.com" } });
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe("If an account exists with that email, we've sent a password reset link.");
    await expect(latestEmail("ghost@example.com")).rejects.toThrow();
  });

  it("does the same work for an unknown account as for a real one: the same statements, the same hashing", async () => {
    const { email } = await signedUpBrowser();
    const client = ((await getDb()) as unknown as { $client: { query: (text: string) => Promise<unknown> } }).$client;
    const query = vi.spyOn(client, "query");
    /** What one request runs before it answers: its SQL (the values aside) and how many digests. */
    async function workFor(identifier: string) {
      query.mockClear();
      hashed.count = 0;
      const reply = await new TestBrowser().call(forgotPassword, { body: { email: identifier } });
      return { reply: reply.body, statements: query.mock.calls.map(([text]) => text), hashes: hashed.count };
    }
    const real = await workFor(email);
    const afterReal = deferred.length;
    const unknown = await workFor("nobody-here@example.com");
    query.mockRestore();

    expect(unknown.reply).toEqual(real.reply);
    expect(unknown.statements).toEqual(real.statements);
    expect(real.statements.some((text) => /^update "user" set "reset_password_token"/.test(text))).toBe(true);
    expect([real.hashes, unknown.hashes]).toEqual([1, 1]);
    // The real account's e-mail waits for after the response; the unknown one has none to send.
    expect([afterReal, deferred.length]).toEqual([1, 1]);
    await sendDeferred();
    expect((await latestEmail(email)).subject).toMatch(/reset/i);
  });

  it("resets with the e-mailed link once: the new password works, the old does not, other sessions end", async () => {
    const { browser: otherDevice, email, password } = await signedUpBrowser();
    const known = await new TestBrowser().call(forgotPassword, { body: { email } });
    expect(known.body.message).toBe("If an account exists with that email, we've sent a password reset link.");
    const token = await resetToken(email);
    // Without APP_URL (development) the link names the address the request came to.
    expect((await latestEmail(email)).text).toContain("http://localhost/reset-password?token=");

    const reply = await new TestBrowser().call(resetPassword, { body: { token, password: "NewPass123" } });
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe("Your password has been reset successfully.");

    expect(
      (await new TestBrowser("198.51.100.10").call(login, { body: { username: email, password: "NewPass123" } }))
        .status,
    ).toBe(200);
    expect((await new TestBrowser("198.51.100.11").call(login, { body: { username: email, password } })).status).toBe(
      401,
    );
    expect((await otherDevice.call(getUser)).status).toBe(401);

    const reused = await new TestBrowser().call(resetPassword, { body: { token, password: "Another123" } });
    expect(reused.status).toBe(400);
    expect(reused.body.message).toBe("Invalid reset token");
  });

  it("refuses an expired link and a weak password", async () => {
    const { email } = await signedUpBrowser();
    await new TestBrowser().call(forgotPassword, { body: { email } });
    const token = await resetToken(email);

    const weak = await new TestBrowser().call(resetPassword, { body: { token, password: "alllowercase1" } });
    expect(weak.status).toBe(400);
    expect(weak.body.message).toBe("Password must meet all requirements");

    await (
      await getDb()
    )
      .update(users)
      .set({ resetPasswordExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(users.email, email));
    const expired = await new TestBrowser().call(resetPassword, { body: { token, password: "NewPass123" } });
    expect(expired.status).toBe(400);
    expect(expired.body.message).toBe("Invalid reset token");
  });

  it("requires the identifier", async () => {
    const reply = await new TestBrowser().call(forgotPassword, { body: { email: "" } });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe("Email or username is required");
  });
});

describe("POST /api/change-password", () => {
  it("checks the current password and the rules, then ends the other sessions but keeps this one", async () => {
    const { browser, email, password } = await signedUpBrowser();
    const otherDevice = new TestBrowser("198.51.100.20");
    await otherDevice.call(login, { body: { username: email, password } });

    const missing = await browser.call(changePassword, { body: { currentPassword: "", newPassword: "Stronger123" } });
    expect(missing.body.message).toBe("Current password is required");
    const weak = await browser.call(changePassword, { body: { currentPassword: password, newPassword: "weakpass" } });
    expect(weak.status).toBe(400);
    expect(weak.body.message).toBe("Password must be at least 8 characters with one uppercase letter and one number");
    const wrong = await browser.call(changePassword, {
      body: { currentPassword: "not-it", newPassword: "Stronger123" },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe("wrong_password");

    const ok = await browser.call(changePassword, { body: { currentPassword: password, newPassword: "Stronger123" } });
    expect(ok.status).toBe(200);
    expect((await browser.call(getUser)).status).toBe(200);
    expect((await otherDevice.call(getUser)).status).toBe(401);
    expect(
      (await new TestBrowser("198.51.100.21").call(login, { body: { username: email, password: "Stronger123" } }))
        .status,
    ).toBe(200);
  });

  it("is refused when signed out", async () => {
    const reply = await new TestBrowser().call(changePassword, {
      body: { currentPassword: "secret1", newPassword: "Stronger123" },
    });
    expect(reply.status).toBe(401);
  });
});

describe("DELETE /api/user/delete", () => {
  it("removes every row that belongs to the user and signs out", async () => {
    const { browser, email } = await signedUpBrowser();
    const { browser: bystander, email: otherEmail } = await signedUpBrowser();
    const db = await getDb();
    const me = (await browser.call(getUser)).body.id as string;
    const [conversation] = await db.insert(conversations).values({ userId: me, title: "Private" }).returning();
    await db.insert(messages).values({ conversationId: conversation!.id, userId: me, role: "user", content: "secret" });
    await db.insert(adviceRequests).values({ userId: me, situation: "s", action: "a" });

    const reply = await browser.call(deleteAccount, { method: "DELETE" });
    expect(reply.status).toBe(200);
    expect((await browser.call(getUser)).status).toBe(401);
    // The landing page the browser goes to next says so, once (a short-lived notice cookie it clears).
    expect(reply.setCookies).toContainEqual(expect.stringMatching(/^hearth-notice=accountDeleted; .*Max-Age=120/));

    expect(await db.select().from(users).where(eq(users.id, me))).toHaveLength(0);
    expect(await db.select().from(conversations).where(eq(conversations.userId, me))).toHaveLength(0);
    expect(await db.select().from(messages).where(eq(messages.conversationId, conversation!.id))).toHaveLength(0);
    expect(await db.select().from(adviceRequests).where(eq(adviceRequests.userId, me))).toHaveLength(0);
    expect(await db.select().from(emailOutbox).where(eq(emailOutbox.to, email))).toHaveLength(0);
    expect(
      await db
        .select()
        .from(rateLimits)
        .where(sql`${rateLimits.key} like ${`%${email}`}`),
    ).toHaveLength(0);

    // Someone else's data is untouched.
    expect((await bystander.call(getUser)).status).toBe(200);
    expect(
      await db
        .select()
        .from(emailOutbox)
        .where(or(eq(emailOutbox.to, otherEmail))),
    ).not.toHaveLength(0);
  });

  it("is refused when signed out", async () => {
    expect((await new TestBrowser().call(deleteAccount, { method: "DELETE" })).status).toBe(401);
  });
});

describe("GET /api/dev/outbox", () => {
  it("lists e-mails to an address, newest first", async () => {
    const { email } = await signedUpBrowser();
    await new TestBrowser().call(forgotPassword, { body: { email } });
    await sendDeferred();
    const reply = await new TestBrowser().call(outbox, { path: `/api/dev/outbox?to=${encodeURIComponent(email)}` });
    expect(reply.status).toBe(200);
    const list = reply.body as unknown as { to: string; subject: string; text: string; createdAt: string }[];
    expect(list.map((e) => e.subject)).toEqual(["Reset your Hearth password", "Your Hearth verification code"]);
    expect(list.every((e) => e.to === email)).toBe(true);
  });
});
