import { fc, it } from "@fast-check/vitest";
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, vi } from "vitest";
import { executePrepared, getDb } from "@/db/client";
import { insertOutboxEmail } from "@/db/queries/outbox";
import { handler } from "@/lib/api/respond";

const logged = () =>
  vi
    .mocked(console.error)
    .mock.calls.map((args) => args.map(String).join(" "))
    .join("\n");

/** A failing database call inside a handler, as a route would make it; returns what the log got. */
async function logOf(failing: () => Promise<unknown>) {
  vi.spyOn(console, "error").mockImplementation(() => {});
  const response = await handler(async () => {
    await failing();
    return new Response();
  })(new Request("http://localhost/api/conversations/c-123?q=hidden-query"), undefined);
  expect(response.status).toBe(500);
  return logged();
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
    expect(log).toMatch(/request [0-9a-f-]{36}/);
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
