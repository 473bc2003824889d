import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { GET as health } from "@/app/api/health/route";
import { closeDb, getDb } from "@/db/client";

const call = (route: typeof health = health) => route(new Request("http://localhost/api/health"), undefined);

const READY = { live: true, ready: true, database: "up", migrations: "current" };

describe("GET /api/health", () => {
  // A server opens (and migrates) its database before its first request (instrumentation.ts); so does this.
  beforeAll(async () => {
    await getDb();
  });

  it("is ready (200) when the database answers and has this build's every migration, naming no configuration", async () => {
    const response = await call();
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual(READY);
    expect(text).not.toMatch(/pglite|postgres|neon|memory|\.data/i);
  });

  it("is live but not ready (503) when the journal's last migration is not applied", async () => {
    const db = await getDb();
    const { rows } = await db.execute<{ id: number; hash: string; created_at: string }>(
      sql`select id, hash, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
    );
    const last = rows[0]!;
    await db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${last.id}`);
    try {
      const response = await call();
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ live: true, ready: false, database: "up", migrations: "behind" });
    } finally {
      await db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${last.id}, ${last.hash}, ${last.created_at})`,
      );
    }
    expect(await (await call()).json()).toEqual(READY);
  });

  it("is live but not ready (503) when the database is down, and neither the answer nor the log names it", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    await closeDb();
    vi.resetModules();
    // Nothing listens on port 9 here: the connection is refused.
    vi.stubEnv("DATABASE_URL", "postgres://hearth:planted-password@127.0.0.1:9/hearth_db");
    try {
      const { GET } = await import("@/app/api/health/route");
      const response = await call(GET);
      expect(response.status).toBe(503);
      const text = await response.text();
      expect(JSON.parse(text)).toEqual({ live: true, ready: false, database: "down", migrations: "unknown" });
      const logged = [text, ...errors.mock.calls.flat().map(String)].join("\n");
      expect(logged).not.toMatch(/planted-password|127\.0\.0\.1|hearth_db|postgres:/);
      expect(errors).toHaveBeenCalled();
    } finally {
      vi.stubEnv("DATABASE_URL", "");
      vi.resetModules();
      errors.mockRestore();
    }
  });
});
