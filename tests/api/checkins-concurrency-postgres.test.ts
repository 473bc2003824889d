import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST } from "@/app/api/checkins/route";
import { databaseKindInUse, getDb } from "@/db/client";
import { checkins } from "@/db/schema";
import { makeIdentity } from "../helpers/identities";
import { useOwnDatabase } from "../helpers/own-database";

// PGlite runs one statement at a time, so only a real server races the week's check-ins for real.
const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl) console.warn("[postgres] TEST_DATABASE_URL is not set: the check-in concurrency tests are SKIPPED.");

const ANSWERS = { satisfaction: 4, closeness: 5, heard: 3, conflict: 2, fun: 6 };

describe.skipIf(!serverUrl)("the week's check-in under concurrency, on a real PostgreSQL server", () => {
  useOwnDatabase(serverUrl!, "checkin_race");

  it("20 at once store one; 20 replacing at once leave one row with one of their answers and the first id", async () => {
    expect(await databaseKindInUse()).toBe("postgres");
    const { browser, userId } = await makeIdentity("free");
    const send = (fun: number, replace: boolean) =>
      browser.call(POST, { path: "/api/checkins", body: { answers: { ...ANSWERS, fun }, replace } });

    const replies = await Promise.all(Array.from({ length: 20 }, (_, i) => send(i % 7, false)));
    expect(replies.filter((reply) => reply.status === 201)).toHaveLength(1);
    expect(replies.filter((reply) => reply.body.code === "checkin_exists")).toHaveLength(19);
    const id = replies.find((reply) => reply.status === 201)!.body.id;

    const replacing = await Promise.all(Array.from({ length: 20 }, (_, i) => send(i % 7, true)));
    expect(replacing.every((reply) => reply.status === 200 && reply.body.id === id)).toBe(true);
    const rows = await (await getDb()).select().from(checkins).where(eq(checkins.userId, userId!));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id).toBe(id);
  });
});
