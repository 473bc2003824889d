import { describe, expect, it } from "vitest";
import { GET as download } from "@/app/api/user/export/[id]/route";
import { POST as requestExport } from "@/app/api/user/export/route";
import { databaseKindInUse } from "@/db/client";
import { signedUpBrowser } from "../helpers/accounts";
import { useOwnDatabase } from "../helpers/own-database";

// PGlite runs one statement at a time, so only a real server races the downloads for real.
const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl) console.warn("[postgres] TEST_DATABASE_URL is not set: the export download race is SKIPPED.");

describe.skipIf(!serverUrl)("downloading an export under concurrency, on a real PostgreSQL server", () => {
  useOwnDatabase(serverUrl!, "export_race");

  it("ten downloads of one export at once: exactly one zip, nine 410s", async () => {
    expect(await databaseKindInUse()).toBe("postgres");
    const { browser } = await signedUpBrowser();
    const started = await browser.call(requestExport, { path: "/api/user/export", method: "POST" });
    expect(started.status).toBe(201);
    const id = (started.body.export as { id: string }).id;
    const context = { params: Promise.resolve({ id }) };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => browser.send(download, { path: `/api/user/export/${id}`, context })),
    );
    const zips = answers.filter((answer) => answer.status === 200);
    expect(zips).toHaveLength(1);
    expect(zips[0]!.headers.get("content-type")).toBe("application/zip");
    expect((await zips[0]!.arrayBuffer()).byteLength).toBeGreaterThan(100);
    expect(answers.filter((answer) => answer.status === 410)).toHaveLength(9);
  });
});
