import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { databaseKindInUse, getDb, openDatabase } from "@/db/client";
import { users } from "@/db/schema";
import { checkRoundTrip } from "../helpers/round-trip";

// Migrates from nothing: not from the template tests/setup.ts gives every other file.
vi.unmock("@electric-sql/pglite");

describe("embedded Postgres (PGlite)", () => {
  it("migrates an empty database and round-trips every entity", async () => {
    expect(await databaseKindInUse()).toBe("pglite");
    await checkRoundTrip(await getDb());
  });

  it("starts with a buffer pool sized for one machine, not PostgreSQL's 128 MB", async () => {
    const { rows } = await (await getDb()).execute<{ shared_buffers: string }>(sql`show shared_buffers`);
    expect(rows[0]?.shared_buffers).toBe("32MB");
  });

  it("keeps its data in the data directory across restarts", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "hearth-pglite-"));
    try {
      const first = await openDatabase({ kind: "pglite", dataDir });
      await first.db.insert(users).values({ username: "kept@example.com", email: "kept@example.com" });
      await first.close();

      const second = await openDatabase({ kind: "pglite", dataDir });
      const rows = await second.db.select({ username: users.username }).from(users);
      await second.close();
      expect(rows).toEqual([{ username: "kept@example.com" }]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
