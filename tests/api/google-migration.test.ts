import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { GET as getUser } from "@/app/api/user/route";
import { findUserByAccount } from "@/db/queries/accounts";
import { withGoogleStandIn } from "../helpers/google-sign-in";
import { TestBrowser } from "../helpers/http";

/** The migration that made the table, named without its number (numbers move when branches merge). */
const MIGRATION = "_identity_provider_accounts";
const dataDir = mkdtempSync(path.join(tmpdir(), "hearth-google-migration-"));
const { signIn } = withGoogleStandIn();

/**
 * A database as it was before the `account` table: migrated up to the migration before it, with a user
 * whom Google sign-in had linked the old way (user.firebase_uid). The app then opens it and migrates on.
 */
beforeAll(async () => {
  const before = path.join(dataDir, "migrations-before");
  cpSync(path.join(process.cwd(), "db/migrations"), before, { recursive: true });
  const journalFile = path.join(before, "meta/_journal.json");
  const journal = JSON.parse(readFileSync(journalFile, "utf8")) as { entries: { tag: string }[] };
  journal.entries = journal.entries.slice(
    0,
    journal.entries.findIndex((entry) => entry.tag.endsWith(MIGRATION)),
  );
  writeFileSync(journalFile, JSON.stringify(journal));

  const client = await PGlite.create(path.join(dataDir, "pglite"), { extensions: { pg_trgm } });
  await migrate(drizzle({ client }), { migrationsFolder: before });
  await client.query(
    `insert into "user" (id, username, email, email_verified, nickname, firebase_uid)
     values ('old-google-user', 'kai@example.com', 'kai@example.com', true, 'Kai', 'google-sub-kai')`,
  );
  await client.close();
  vi.stubEnv("DATA_DIR", dataDir);
});

afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

describe("the migration to Auth.js's account table", () => {
  it("keeps a user linked by firebase_uid: their Google account signs in to the same account", async () => {
    const browser = new TestBrowser();
    // Google now reports another address: the link, not the address, finds the account.
    const reply = await signIn(browser, { sub: "google-sub-kai", email: "kai.new@example.com", email_verified: true });
    expect(reply.landing).toBe("/chat");
    expect((await browser.call(getUser)).body).toMatchObject({
      id: "old-google-user",
      email: "kai@example.com",
      nickname: "Kai",
    });
    expect(await findUserByAccount({ provider: "google", providerAccountId: "google-sub-kai" })).toMatchObject({
      id: "old-google-user",
    });
  });
});
