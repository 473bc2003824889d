import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DELETE as deleteOne, PATCH } from "@/app/api/memory/[id]/route";
import { DELETE as deleteAll, GET, POST } from "@/app/api/memory/route";
import { PATCH as patchSettings } from "@/app/api/settings/route";
import { DELETE as deleteAccount } from "@/app/api/user/delete/route";
import { getDb } from "@/db/client";
import { learnMemories } from "@/db/queries/memories";
import { memories } from "@/db/schema";
import { FREE_MEMORIES, PRO_MEMORIES } from "@/lib/limits/plan-limits";
import { makeIdentity } from "../helpers/identities";
import type { TestBrowser } from "../helpers/http";
import { plant } from "../helpers/planted";
import { proFor30Days, setUser, userOf } from "../helpers/users";

const PATH = "/api/memory";
const JORDAN = "Partner's name: Jordan";
plant(JORDAN);

const list = (browser: TestBrowser) => browser.call(GET, { path: PATH });
const add = (browser: TestBrowser, body: unknown) => browser.call(POST, { path: PATH, body });
const itemPath = (id: string) => ({ path: `${PATH}/${id}`, context: { params: Promise.resolve({ id }) } });
const edit = (browser: TestBrowser, id: string, body: unknown) =>
  browser.call(PATCH, { ...itemPath(id), method: "PATCH", body });
const forget = (browser: TestBrowser, id: string) => browser.call(deleteOne, { ...itemPath(id), method: "DELETE" });

async function stored(userId: string) {
  return (await getDb()).select().from(memories).where(eq(memories.userId, userId)).orderBy(memories.createdAt);
}

async function fill(userId: string, count: number) {
  await (await getDb()).insert(memories).values(
    Array.from({ length: count }, (_, i) => ({
      userId,
      text: `Item ${i}`,
      kind: "topic" as const,
      source: "user" as const,
      own: true,
    })),
  );
}

describe("/api/memory", () => {
  it("starts empty; adds the person's own item, normalised, with its kind; lists it newest first", async () => {
    const { browser, userId } = await makeIdentity("free");
    expect(await list(browser)).toMatchObject({
      status: 200,
      body: { enabled: true, limit: FREE_MEMORIES, items: [] },
    });

    const first = await add(browser, { text: `  ${JORDAN}\u0000 `, kind: "person" });
    expect(first.status).toBe(201);
    expect(first.body.message).toBe("Hearth will remember this.");
    expect(first.body.item).toMatchObject({ text: JORDAN, kind: "person", source: "user", own: true, sourceId: null });
    const second = await add(browser, { text: "He works nights" });
    expect(second.body.item).toMatchObject({ kind: "topic" });

    const { body } = await list(browser);
    expect((body.items as { text: string }[]).map((item) => item.text)).toEqual(["He works nights", JORDAN]);
    expect((await stored(userId!)).map((row) => row.text)).toEqual([JORDAN, "He works nights"]);
  });

  it("refuses empty, too long and unknown input with translated errors, and stores nothing", async () => {
    const { browser, userId } = await makeIdentity("free");
    for (const [body, field] of [
      [{ text: "   " }, "Write what Hearth should remember"],
      [{ text: "x".repeat(301) }, "Keep it under 300 characters"],
      [{ text: "Fine", kind: "secret" }, "Choose what kind of thing this is"],
    ] as const) {
      const reply = await add(browser, body);
      expect(reply.status).toBe(400);
      expect(reply.body.code).toBe("invalid_input");
      expect(JSON.stringify(reply.body.fieldErrors)).toContain(field);
    }
    expect((await add(browser, { text: "Fine", userId: "someone-else" })).status).toBe(400);
    expect(await stored(userId!)).toEqual([]);

    const zh = await browser.call(POST, { path: PATH, body: { text: "" }, headers: { "accept-language": "zh-TW" } });
    expect(JSON.stringify(zh.body.fieldErrors)).toContain("請寫下 Hearth 該記住的事");
  });

  it("edits text and kind, which makes a learned item the person's own, so learning no longer changes it", async () => {
    const { browser, userId } = await makeIdentity("free");
    const learn = (text: string) =>
      learnMemories({
        userId: userId!,
        facts: [{ kind: "person", text, topic: "name:partner" }],
        source: "conversation",
        sourceId: "c1",
        limit: FREE_MEMORIES,
      });
    await learn("Partner's name: Jordan");
    await learn("Partner's name: Jordan M.");
    const [learned] = await stored(userId!);
    expect(learned).toMatchObject({ text: "Partner's name: Jordan M.", own: false, source: "conversation" });

    const edited = await edit(browser, learned!.id, { text: "Partner: Jordan (they/them)", kind: "preference" });
    expect(edited).toMatchObject({ status: 200, body: { message: "Saved.", item: { own: true, kind: "preference" } } });
    await learn("Partner's name: Jo");
    expect(await stored(userId!)).toMatchObject([{ text: "Partner: Jordan (they/them)", own: true }]);

    expect((await edit(browser, learned!.id, {})).status).toBe(400);
    expect((await edit(browser, "no-such-item", { text: "x" })).body.code).toBe("not_found");
  });

  it("forgets one item, then everything", async () => {
    const { browser, userId } = await makeIdentity("free");
    const a = (await add(browser, { text: "A" })).body.item as { id: string };
    await add(browser, { text: "B" });
    await add(browser, { text: "C" });
    expect(await forget(browser, a.id)).toMatchObject({ status: 200, body: { deleted: true, message: "Forgotten." } });
    expect((await forget(browser, a.id)).status).toBe(404);
    expect((await stored(userId!)).map((row) => row.text)).toEqual(["B", "C"]);

    const all = await browser.call(deleteAll, { path: PATH, method: "DELETE" });
    expect(all.body).toMatchObject({ deleted: 2, message: "Hearth has forgotten everything it remembered." });
    expect(await stored(userId!)).toEqual([]);
  });

  it("keeps 20 items on the free plan and 200 with Pro, exactly, even when many are added at once", async () => {
    const free = await makeIdentity("free");
    await fill(free.userId!, FREE_MEMORIES - 3);
    const replies = await Promise.all(Array.from({ length: 8 }, (_, i) => add(free.browser, { text: `Race ${i}` })));
    expect(replies.filter((r) => r.status === 201)).toHaveLength(3);
    const full = replies.find((r) => r.status === 409)!;
    expect(full.body).toMatchObject({ code: "memory_full", limit: 20, upgradeUrl: "/subscription" });
    expect(full.body.message).toContain("upgrade to Pro");
    expect(await stored(free.userId!)).toHaveLength(FREE_MEMORIES);

    const pro = await makeIdentity("pro");
    await fill(pro.userId!, PRO_MEMORIES - 1);
    expect((await add(pro.browser, { text: "One more" })).status).toBe(201);
    expect((await add(pro.browser, { text: "Too many" })).body).toMatchObject({ code: "memory_full_pro" });
    expect((await list(pro.browser)).body.limit).toBe(PRO_MEMORIES);
  });

  it("an account that leaves Pro keeps its items but can add no more past the free limit", async () => {
    const pro = await makeIdentity("pro");
    await fill(pro.userId!, 30);
    await setUser(pro.browser, { isPro: false, proUntil: null });
    expect((await add(pro.browser, { text: "More" })).body.code).toBe("memory_full");
    expect((await list(pro.browser)).body.items).toHaveLength(30);
    await setUser(pro.browser, proFor30Days());
    expect((await add(pro.browser, { text: "More" })).status).toBe(201);
  });

  it("learning fills a full memory by replacing the oldest unused learned item, never the person's own", async () => {
    const { userId } = await makeIdentity("free");
    await fill(userId!, FREE_MEMORIES - 1);
    const learn = (topic: string) =>
      learnMemories({
        userId: userId!,
        facts: [{ kind: "date", text: topic, topic }],
        source: "conversation",
        sourceId: "c1",
        limit: FREE_MEMORIES,
      });
    expect(await learn("date:anniversary")).toBe(1);
    expect(await learn("date:birthday")).toBe(1);
    const rows = await stored(userId!);
    expect(rows).toHaveLength(FREE_MEMORIES);
    expect(rows.map((r) => r.topic)).toContain("date:birthday");
    expect(rows.map((r) => r.topic)).not.toContain("date:anniversary");
    expect(rows.filter((r) => r.own)).toHaveLength(FREE_MEMORIES - 1);

    await (await getDb()).update(memories).set({ own: true }).where(eq(memories.userId, userId!));
    expect(await learn("date:first-date")).toBe(0);
    expect((await stored(userId!)).every((r) => r.own)).toBe(true);
  });

  it("guests keep no memory; pausing is a setting; the account's deletion takes every item", async () => {
    const guest = await makeIdentity("guest");
    expect(await list(guest.browser)).toMatchObject({ status: 200, body: { enabled: false, limit: 0, items: [] } });
    const refused = await add(guest.browser, { text: JORDAN });
    expect(refused).toMatchObject({ status: 403, body: { code: "guest_memory" } });
    expect(await stored(guest.userId!)).toEqual([]);

    const { browser, userId } = await makeIdentity("free");
    await add(browser, { text: JORDAN });
    const paused = await browser.call(patchSettings, {
      path: "/api/settings",
      method: "PATCH",
      body: { memoryEnabled: false },
    });
    expect(paused.status).toBe(200);
    expect((paused.body.user as { memoryEnabled: boolean }).memoryEnabled).toBe(false);
    expect((await userOf(browser)).memoryEnabled).toBe(false);
    expect((await list(browser)).body).toMatchObject({ enabled: false, items: [{ text: JORDAN }] });

    await browser.call(deleteAccount, { path: "/api/user/delete", method: "DELETE", body: { confirm: true } });
    expect(await stored(userId!)).toEqual([]);
  });

  it("signed out: 401, and nothing is listed or changed", async () => {
    const anonymous = await makeIdentity("anonymous");
    expect((await list(anonymous.browser)).status).toBe(401);
    expect((await add(anonymous.browser, { text: "x" })).status).toBe(401);
  });
});
