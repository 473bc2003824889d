import { fc, it } from "@fast-check/vitest";
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, vi } from "vitest";
import { executePrepared, getDb } from "@/db/client";
import { insertOutboxEmail } from "@/db/queries/outbox";
import { handler } from "@/lib/api/respond";

/** A failing database call inside a handler, as a route would make it; returns the error line's summary. */
async function logOf(failing: () => Promise<unknown>) {
  const error = vi.spyOn(console, "error").mockImplementation(() => {});
  const response = await handler(async () => {
    await failing();
    return new Response();
  })(new Request("http://localhost/api/conversations/c-123?q=hidden-query"), undefined);
  expect(response.status).toBe(500);
  const lines = error.mock.calls.map((args) => args.map(String).join(" "));
  expect(lines).toHaveLength(1);
  const entry = JSON.parse(lines[0]!) as { requestId: string; error: string };
  expect(entry.requestId).toBe(((await response.json()) as { requestId: string }).requestId);
  return lines[0]! + "\n" + entry.error;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the unexpected-error log", () => {
  it("names the SQLSTATE and the statement's kind, never the query's parameters", async () => {
    const log = await logOf(() =>
      insertOutboxEmail({
        to: "partner@example.com",
        subject: "Our secret plan",
        html: "<p>private</p>",
        text: "private\u0000words",
      }),
    );
    expect(log).toContain("sqlstate 22021");
    expect(log).toContain('statement insert into "email_outbox"');
    for (const value of ["partner@example.com", "Our secret plan", "private", "hidden-query", "c-123"]) {
      expect(log).not.toContain(value);
    }
  });

  it("names a prepared statement by its name", async () => {
    const log = await logOf(() => executePrepared("probe-statement", sql`select ${"kept\u0000secret"}::text`));
    expect(log).toContain('statement "probe-statement"');
    expect(log).not.toContain("kept");
  });

  it.prop([fc.stringMatching(/^[a-z]{8,20}$/)], { numRuns: 20 })(
    "whatever text fails in the database, the log never holds it",
    async (secret) => {
      const log = await logOf(async () =>
        (await getDb()).execute(sql`select ${`${secret}\u0000`}::text, ${secret}::int`),
      );
      expect(log).toContain("sqlstate");
      expect(log).not.toContain(secret);
      vi.restoreAllMocks();
    },
  );
});
