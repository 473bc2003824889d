import { afterAll, vi } from "vitest";
import { closeDb } from "@/db/client";

// Every test file gets its own empty in-memory Postgres (PGlite), migrated on first use.
vi.stubEnv("DATA_DIR", "memory://");
vi.stubEnv("DATABASE_URL", "");

afterAll(async () => {
  await closeDb();
});
