import { eq } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { POST as feedback } from "@/app/api/coach/[id]/feedback/route";
import { DELETE as deleteCoach, GET as getCoach } from "@/app/api/coach/[id]/route";
import { GET as listCoach } from "@/app/api/coach/route";
import { POST as logout } from "@/app/api/logout/route";
import { GET as download } from "@/app/api/user/export/[id]/route";
import { POST as requestExport } from "@/app/api/user/export/route";
import { GET as getUser } from "@/app/api/user/route";
import { getDb } from "@/db/client";
import { coachRequests, users } from "@/db/schema";
import { sweepIdleTemporaryConversations } from "@/lib/chat/conversations";
import { utcToday } from "@/lib/limits/plan-limits";
import { signedUpBrowser } from "../helpers/accounts";
import { askAdvice } from "../helpers/advice";
import { sendChat } from "../helpers/chat";
import { askCoach, markedDraft, storedCoach } from "../helpers/coach";
import type { TestBrowser } from "../helpers/http";

const ctx = (id: string) => ({ context: { params: Promise.resolve({ id }) } });
const userIdOf = async (browser: TestBrowser) => (await browser.call(getUser)).body.id as string;
const setUser = async (id: string, values: Partial<typeof users.$inferInsert>) =>
  (await getDb()).update(users).set(values).where(eq(users.id, id));
const countOf = async (id: string) =>
  (await (await getDb()).select().from(users).where(eq(users.id, id)))[0]!.adviceRequestsToday;

describe("POST /api/coach", () => {
  it("streams the markers first, then the rewrite that passed, and stores the answer", async () => {
    const { browser } = await signedUpBrowser();
    const userId = await userIdOf(browser);
    const { id, reply } = await askCoach(browser);

    expect(reply.status).toBe(200);
    expect(reply.broken).toBe(false);
    expect(Object.keys(reply.answer!)).toEqual(["markers", "request", "rewrite", "notes"]);
    // The first chunk holds the markers and the request, and no rewrite yet.
    expect(reply.chunks.length).toBeGreaterThan(1);
    expect(reply.chunks[0]).toContain('"markers":[{"kind":"absolute"');
    expect(reply.chunks[0]).not.toContain('"rewrite"');
    expect(reply.answer).toEqual({
      markers: [
        {
          kind: "absolute",
          quote: "You never listen",
          start: 0,
          end: 16,
          why: expect.stringContaining("rarely true"),
        },
      ],
      request: "Can you call me tonight",
      rewrite: "I feel hurt. Can you call me tonight?",
      notes: ["Kept what you ask for: \u201cCan you call me tonight\u201d.", "Left out \u201cYou never listen\u201d."],
    });
    const marker = reply.answer!.markers[0]!;
    expect(markedDraft.slice(marker.start, marker.end)).toBe(marker.quote);

    const row = await storedCoach(id);
    expect(row).toMatchObject({ userId, draft: markedDraft, status: "complete", result: reply.answer, helpCard: null });
    expect(row!.isTemporary).toBe(false);
    expect(await countOf(userId)).toBe(1);
  });

  it("the same id again replays the stored answer, counted once; another user's id is not found", async () => {
    const { browser } = await signedUpBrowser();
    const userId = await userIdOf(browser);
    const { id, reply } = await askCoach(browser, { want: "a call tonight" });
    const again = await askCoach(browser, { id, draft: "Something else entirely, you never help." });
    expect(again.reply.status).toBe(200);
    expect(again.reply.text).toBe(reply.text);
    expect(await countOf(userId)).toBe(1);
    expect((await storedCoach(id))!.draft).toBe(markedDraft);

    const { browser: other } = await signedUpBrowser();
    const otherId = await userIdOf(other);
    const taken = await askCoach(other, { id });
    expect(taken.reply.status).toBe(404);
    expect(taken.reply.body).toMatchObject({ code: "not_found" });
    expect((await other.call(getCoach, ctx(id))).status).toBe(404);
    expect((await other.call(deleteCoach, { ...ctx(id), method: "DELETE" })).status).toBe(404);
    expect((await other.call(feedback, { ...ctx(id), body: { sent: true } })).status).toBe(404);
    expect(await countOf(otherId)).toBe(0);
    expect(await storedCoach(id)).toMatchObject({ userId, sent: null });
  });

  it("a draft with no marker gets no rewrite and the kind-and-clear note", async () => {
    const { browser } = await signedUpBrowser();
    const { reply } = await askCoach(browser, { draft: "Can we talk about the weekend plans tonight?" });
    expect(reply.answer).toMatchObject({
      markers: [],
      rewrite: null,
      notes: ["This reads as kind and clear \u2014 send it."],
    });
  });

  it("a draft that shows danger gets the help card, its markers, and no rewrite; stored so", async () => {
    const { browser } = await signedUpBrowser();
    const draft = "you hit me again last night. whatever, leave me alone";
    const { id, reply } = await askCoach(browser, { draft });
    expect(reply.status).toBe(200);
    expect(reply.helpCard).toMatchObject({ categories: ["violence"], severity: "urgent" });
    expect(reply.answer!.markers.map((m) => m.quote)).toEqual(["whatever", "leave me alone"]);
    expect(reply.answer!.rewrite).toBeNull();
    expect(reply.answer!.notes).toEqual([]);
    const row = await storedCoach(id);
    expect(row).toMatchObject({ status: "complete", helpCard: reply.helpCard, result: reply.answer });
    // The replay carries the card too.
    expect((await askCoach(browser, { id, draft })).reply.helpCard).toEqual(reply.helpCard);
    expect((await browser.call(getCoach, ctx(id))).body).toMatchObject({ helpCard: reply.helpCard, rewrite: null });
  });

  it("refuses a missing draft with its message", async () => {
    const { browser } = await signedUpBrowser();
    const { reply } = await askCoach(browser, { draft: "   " });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ message: "Please write the message you want to send" });
  });
});

describe("the daily allowance shared with chat and advice", () => {
  it("a free user at the limit from chat and advice is refused, and nothing is stored", async () => {
    const { browser } = await signedUpBrowser();
    const userId = await userIdOf(browser);
    await sendChat(browser, { conversationId: crypto.randomUUID(), text: "hello there" });
    await askAdvice(browser);
    expect(await countOf(userId)).toBe(2);
    await askCoach(browser);
    expect(await countOf(userId)).toBe(3);

    await setUser(userId, { adviceRequestsToday: 50, lastRequestDate: utcToday() });
    const { id, reply } = await askCoach(browser);
    expect(reply.status).toBe(429);
    expect(reply.body).toMatchObject({ code: "daily_limit" });
    expect(await storedCoach(id)).toBeUndefined();
    expect(await countOf(userId)).toBe(50);
  });
});

describe("coach history, detail, feedback and delete", () => {
  it("lists newest first, searches, pages; feedback is stored; delete removes it", async () => {
    const { browser } = await signedUpBrowser();
    const first = await askCoach(browser);
    const second = await askCoach(browser, { draft: "Whatever. Can you pick up the kids at five?" });

    const list = await browser.call(listCoach, { path: "/api/coach" });
    expect(list.status).toBe(200);
    const items = list.body.items as Record<string, unknown>[];
    expect(items.map((i) => i.id)).toEqual([second.id, first.id]);
    expect(items[1]).toMatchObject({
      draft: markedDraft,
      request: "Can you call me tonight",
      rewrite: "I feel hurt. Can you call me tonight?",
      markerCount: 1,
      sent: null,
      outcome: null,
    });
    const found = await browser.call(listCoach, { path: "/api/coach?q=kids" });
    expect((found.body.items as { id: string }[]).map((i) => i.id)).toEqual([second.id]);
    const one = await browser.call(listCoach, { path: "/api/coach?limit=1" });
    const next = await browser.call(listCoach, { path: `/api/coach?limit=1&cursor=${one.body.nextCursor}` });
    expect((next.body.items as { id: string }[]).map((i) => i.id)).toEqual([first.id]);
    expect(next.body.nextCursor).toBeNull();

    const missing = await browser.call(feedback, { ...ctx(first.id), body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe("Say whether you sent it or how it went");
    const sent = await browser.call(feedback, { ...ctx(first.id), body: { sent: true } });
    expect(sent.body).toMatchObject({ id: first.id, sent: true, outcome: null, status: "complete" });
    await browser.call(feedback, { ...ctx(first.id), body: { outcome: "better" } });
    expect(await storedCoach(first.id)).toMatchObject({ sent: true, outcome: "better" });
    expect((await browser.call(getCoach, ctx(first.id))).body).toMatchObject({
      id: first.id,
      draft: markedDraft,
      want: null,
      recipient: null,
      request: "Can you call me tonight",
      sent: true,
      outcome: "better",
      status: "complete",
      helpCard: null,
    });

    expect((await browser.call(deleteCoach, { ...ctx(first.id), method: "DELETE" })).body).toEqual({ ok: true });
    expect(await storedCoach(first.id)).toBeUndefined();
    expect((await browser.call(getCoach, ctx(first.id))).status).toBe(404);
  });

  it("free users see one day of history, as in advice; Pro sees everything", async () => {
    const { browser } = await signedUpBrowser();
    const userId = await userIdOf(browser);
    const { id } = await askCoach(browser);
    await (
      await getDb()
    )
      .update(coachRequests)
      .set({ createdAt: new Date(Date.now() - 2 * 86_400_000) })
      .where(eq(coachRequests.id, id));
    expect((await browser.call(listCoach, { path: "/api/coach" })).body.items).toEqual([]);
    expect((await browser.call(getCoach, ctx(id))).status).toBe(404);
    expect((await browser.call(feedback, { ...ctx(id), body: { sent: true } })).status).toBe(404);

    await setUser(userId, { isPro: true });
    expect((await browser.call(listCoach, { path: "/api/coach" })).body.items).toHaveLength(1);
    expect((await browser.call(getCoach, ctx(id))).status).toBe(200);
  });
});

describe("coach requests and the user's data", () => {
  it("are in the data export, JSON and markdown", async () => {
    const { browser } = await signedUpBrowser();
    const { id } = await askCoach(browser, { want: "a call tonight" });
    const started = await browser.call(requestExport, { path: "/api/user/export", method: "POST" });
    const exportId = (started.body.export as { id: string }).id;
    const response = await browser.send(download, { path: `/api/user/export/${exportId}`, ...ctx(exportId) });
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    const json = JSON.parse(strFromU8(files["data.json"]!));
    expect(json.coachRequests).toEqual([
      expect.objectContaining({
        id,
        draft: markedDraft,
        want: "a call tonight",
        state: "complete",
        rewrite: expect.stringContaining("Can you call me tonight?"),
        markers: [expect.objectContaining({ quote: "You never listen" })],
      }),
    ]);
    const markdown = strFromU8(files["data.md"]!);
    expect(markdown).toContain("## Coach requests");
    expect(markdown).toContain(`> ${markedDraft}`);
    expect(markdown).toContain("\u201cYou never listen\u201d (absolute)");
  });

  it("with saving off they are temporary: swept after a day, gone at logout (the user's alone)", async () => {
    const { browser } = await signedUpBrowser();
    const userId = await userIdOf(browser);
    await setUser(userId, { saveConversations: false });
    const other = await signedUpBrowser();
    await setUser(await userIdOf(other.browser), { saveConversations: false });
    const others = await askCoach(other.browser);
    const kept = await askCoach(browser);
    const old = await askCoach(browser);
    expect((await storedCoach(kept.id))!.isTemporary).toBe(true);
    await (
      await getDb()
    )
      .update(coachRequests)
      .set({ createdAt: new Date(Date.now() - 25 * 3600_000) })
      .where(eq(coachRequests.id, old.id));
    await sweepIdleTemporaryConversations();
    expect(await storedCoach(old.id)).toBeUndefined();
    expect(await storedCoach(kept.id)).toBeDefined();

    await browser.call(logout, { body: {} });
    expect(await (await getDb()).select().from(coachRequests).where(eq(coachRequests.userId, userId))).toEqual([]);
    expect(await storedCoach(others.id)).toBeDefined();
  });
});
