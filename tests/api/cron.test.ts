import { readdirSync } from "node:fs";
import path from "node:path";
import { inArray } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { GET as dataExports } from "@/app/api/cron/data-exports/route";
import { GET as expiredSessions } from "@/app/api/cron/expired-sessions/route";
import { GET as outbox } from "@/app/api/cron/outbox/route";
import { GET as rateLimits } from "@/app/api/cron/rate-limits/route";
import { GET as temporaryConversations } from "@/app/api/cron/temporary-conversations/route";
import { GET as unattachedImages } from "@/app/api/cron/unattached-images/route";
import { getDb } from "@/db/client";
import {
  conversations,
  dataExports as dataExportRows,
  emailOutbox,
  images,
  rateLimits as rateLimitRows,
  userSessions,
  users,
} from "@/db/schema";
import { SCHEDULED_JOBS, type ScheduledJob } from "@/lib/jobs/scheduled";
import { uniqueEmail } from "../helpers/accounts";

const SECRET = "a-cron-secret-for-the-tests-0123456789";
vi.stubEnv("CRON_SECRET", SECRET);

type Route = (request: Request, context: unknown) => Promise<Response>;

const ROUTES: Record<ScheduledJob, Route> = {
  "temporary-conversations": temporaryConversations,
  "expired-sessions": expiredSessions,
  "unattached-images": unattachedImages,
  "rate-limits": rateLimits,
  outbox,
  "data-exports": dataExports,
};

function call(job: ScheduledJob, headers: Record<string, string> = {}) {
  return ROUTES[job](new Request(`http://localhost/api/cron/${job}`, { headers }), undefined);
}

const authorized = { authorization: `Bearer ${SECRET}` };
const DAYS_AGO = (days: number) => new Date(Date.now() - days * 86_400_000);
const EACH = 3;

/** A user straight in the database (no route: a route's own rate-limit rows would join the counts). */
async function newUserId() {
  const [row] = await (
    await getDb()
  )
    .insert(users)
    .values({ username: uniqueEmail("cron") })
    .returning();
  return row!.id;
}

/** EACH rows a job must delete, made by `row`, to go before the ones it must keep. */
const dueRows = <Row>(row: () => Row): Row[] => Array.from({ length: EACH }, row);
/** The ids of rows inserted due ones first. */
const split = (ids: string[]) => ({ due: ids.slice(0, EACH), kept: ids.slice(EACH) });
const count = async (rows: Promise<unknown[]>) => (await rows).length;

/**
 * For each job: plants rows it must delete (`due`) and rows it must keep, and counts which of them are
 * still there. Rows are made in the database directly, so that no request adds rows of its own.
 */
const FIXTURES: Record<
  ScheduledJob,
  { plant: () => Promise<{ due: string[]; kept: string[] }>; left: (ids: string[]) => Promise<number> }
> = {
  "temporary-conversations": {
    async plant() {
      const userId = await newUserId();
      const row = (isTemporary: boolean, updatedAt: Date) => ({ userId, title: "t", isTemporary, updatedAt });
      const values = [...dueRows(() => row(true, DAYS_AGO(2))), row(true, new Date()), row(false, DAYS_AGO(30))];
      const db = await getDb();
      return split((await db.insert(conversations).values(values).returning()).map((r) => r.id));
    },
    left: async (ids) => count((await getDb()).select().from(conversations).where(inArray(conversations.id, ids))),
  },
  "expired-sessions": {
    async plant() {
      const userId = await newUserId();
      const values = [...dueRows(() => DAYS_AGO(1)), DAYS_AGO(-1)].map((expiresAt) => ({
        id: crypto.randomUUID(),
        userId,
        expiresAt,
      }));
      await (await getDb()).insert(userSessions).values(values);
      return split(values.map((r) => r.id));
    },
    left: async (ids) => count((await getDb()).select().from(userSessions).where(inArray(userSessions.id, ids))),
  },
  "unattached-images": {
    async plant() {
      const userId = await newUserId();
      const image = { userId, mediaType: "image/jpeg", width: 1, height: 1, data: Buffer.from([0xff, 0xd8]) };
      const values = [...dueRows(() => DAYS_AGO(2)), new Date()].map((createdAt) => ({ ...image, createdAt }));
      const db = await getDb();
      return split((await db.insert(images).values(values).returning()).map((r) => r.id));
    },
    left: async (ids) => count((await getDb()).select().from(images).where(inArray(images.id, ids))),
  },
  "rate-limits": {
    async plant() {
      const values = [...dueRows(() => DAYS_AGO(1 / 24)), DAYS_AGO(-1 / 24)].map((windowEndsAt) => ({
        key: `cron-test:${crypto.randomUUID()}`,
        count: 5,
        windowEndsAt,
      }));
      await (await getDb()).insert(rateLimitRows).values(values);
      return split(values.map((r) => r.key));
    },
    left: async (keys) => count((await getDb()).select().from(rateLimitRows).where(inArray(rateLimitRows.key, keys))),
  },
  outbox: {
    async plant() {
      const values = [...dueRows(() => DAYS_AGO(2)), new Date()].map((createdAt) => ({
        to: uniqueEmail("outbox"),
        subject: "s",
        text: "t",
        createdAt,
      }));
      const db = await getDb();
      return split((await db.insert(emailOutbox).values(values).returning()).map((r) => r.id));
    },
    left: async (ids) => count((await getDb()).select().from(emailOutbox).where(inArray(emailOutbox.id, ids))),
  },
  "data-exports": {
    async plant() {
      const userId = await newUserId();
      const data = Buffer.from("PK");
      const values = [
        { userId, status: "ready" as const, data, expiresAt: DAYS_AGO(1 / 24) },
        { userId, status: "downloaded" as const, expiresAt: DAYS_AGO(-1) },
        { userId, status: "pending" as const, expiresAt: DAYS_AGO(1) },
        { userId, status: "ready" as const, data, expiresAt: DAYS_AGO(-1) },
        { userId, status: "pending" as const, expiresAt: DAYS_AGO(-1 / 48) },
      ];
      const db = await getDb();
      const ids = (await db.insert(dataExportRows).values(values).returning()).map((r) => r.id);
      return { due: ids.slice(0, EACH), kept: ids.slice(EACH) };
    },
    left: async (ids) => count((await getDb()).select().from(dataExportRows).where(inArray(dataExportRows.id, ids))),
  },
};

const JOBS = Object.keys(SCHEDULED_JOBS) as ScheduledJob[];

describe("cron routes", () => {
  it("exist for every scheduled job and the reminders run, and only for them", () => {
    const routes = readdirSync(path.resolve(import.meta.dirname, "../../app/api/cron"));
    // The reminders run sends rather than deletes: tests/api/reminders.test.ts covers it.
    expect(routes.toSorted()).toEqual([...JOBS, "reminders"].toSorted());
  });

  describe.each(JOBS)("/api/cron/%s", (job) => {
    it("refuses a missing, wrong or malformed secret with 401 and deletes nothing", async () => {
      const { due, kept } = await FIXTURES[job].plant();
      const refused: Record<string, string>[] = [
        {},
        { authorization: "Bearer wrong" },
        { authorization: `Bearer ${SECRET}x` },
        { authorization: `Bearer ${SECRET.slice(0, -1)}` },
        { authorization: SECRET },
        { authorization: `Basic ${SECRET}` },
        { authorization: "Bearer " },
        { "x-cron-secret": SECRET },
      ];
      for (const headers of refused) {
        const response = await call(job, headers);
        expect(response.status, JSON.stringify(headers)).toBe(401);
        expect(response.headers.get("www-authenticate")).toBe("Bearer");
        expect(await response.json()).toEqual({
          code: "cron_unauthorized",
          message: "This scheduled job runs only with the cron secret.",
        });
      }
      expect(await FIXTURES[job].left([...due, ...kept])).toBe(due.length + kept.length);
    });

    it("run twice at once: each due row deleted once between them, the rest kept", async () => {
      // Whatever earlier runs left due is swept first, so the parallel runs see only this test's rows.
      expect((await call(job, authorized)).status).toBe(200);
      const { due, kept } = await FIXTURES[job].plant();

      const answers = await Promise.all([call(job, authorized), call(job, authorized)]);
      const bodies = await Promise.all(answers.map((answer) => answer.json() as Promise<{ deleted: number }>));
      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
      expect(bodies.map((body) => ({ ...body, deleted: 0 }))).toEqual([
        { job, deleted: 0 },
        { job, deleted: 0 },
      ]);
      expect(bodies[0]!.deleted + bodies[1]!.deleted).toBe(due.length);
      expect(await FIXTURES[job].left(due)).toBe(0);
      expect(await FIXTURES[job].left(kept)).toBe(kept.length);

      expect(await (await call(job, authorized)).json()).toEqual({ job, deleted: 0 });
    });
  });

  it("answers the refusal in the caller's language", async () => {
    const response = await call("outbox", { cookie: "language=zh-TW" });
    expect(response.status).toBe(401);
    expect(((await response.json()) as { message: string }).message).toBe("這項排程工作須附上排程密鑰才能執行。");
  });

  describe("without CRON_SECRET", () => {
    afterEach(() => {
      vi.stubEnv("CRON_SECRET", SECRET);
      vi.stubEnv("NODE_ENV", "test");
      vi.stubEnv("APP_URL", "");
      vi.stubEnv("HEARTH_ALLOW_EMBEDDED", "");
      vi.resetModules();
    });

    it.each(["production", "development", "test"])("refuses every call in %s, whatever it sends", async (mode) => {
      vi.resetModules();
      vi.stubEnv("NODE_ENV", mode);
      vi.stubEnv("CRON_SECRET", "");
      vi.stubEnv("APP_URL", "https://hearth.example");
      vi.stubEnv("HEARTH_ALLOW_EMBEDDED", "1");
      const { GET } = await import("@/app/api/cron/outbox/route");
      for (const authorization of ["Bearer ", "Bearer undefined", `Bearer ${SECRET}`, "Bearer"]) {
        const response = await GET(
          new Request("http://localhost/api/cron/outbox", { headers: { authorization } }),
          undefined,
        );
        expect(response.status, authorization).toBe(401);
        expect(((await response.json()) as { code: string }).code).toBe("cron_unauthorized");
      }
    });
  });
});
