import { afterEach, describe, expect, it, vi } from "vitest";
import { handler } from "@/lib/api/respond";
import { log } from "@/lib/ops/log";

/** Every console line written while `run` runs, the console itself kept quiet. */
function captured() {
  const lines: string[] = [];
  for (const level of ["info", "warn", "error"] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      lines.push(args.map(String).join(" "));
    });
  }
  return lines;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the log", () => {
  it("is one JSON object a line, each with the request's id, the id the answer carries", async () => {
    const lines = captured();
    const broken = handler(async () => {
      log.info("step.one", { count: 2 });
      await new Promise((resolve) => setTimeout(resolve, 5));
      throw new Error("what she wrote to alice@example.com");
    });
    const response = await broken(
      new Request("http://localhost/api/conversations/0f8d2c84-52a5-4c1e-9a3e-0d3c2f1b7a66/messages"),
      undefined,
    );
    const body = await response.json();
    expect(response.status).toBe(500);
    expect(response.headers.get("x-request-id")).toBe(body.requestId);
    expect(lines.map((line) => JSON.parse(line) as unknown)).toMatchObject([
      { level: "info", event: "step.one", count: 2, requestId: body.requestId },
      {
        level: "error",
        event: "api.failed",
        method: "GET",
        route: "/api/conversations/:id/messages",
        requestId: body.requestId,
        error: expect.stringMatching(/^Error\n/),
      },
    ]);
    expect(lines.join("\n")).not.toMatch(/what she wrote|alice@/);
  });

  it("keeps a proxy's request id and replaces one that does not look like an id", async () => {
    const lines = captured();
    const answer = handler(async () => {
      log.warn("step.checked");
      return Response.json({ ok: true });
    });
    const kept = await answer(
      new Request("http://localhost/api/x", { headers: { "x-vercel-id": "iad1::abc12-1700000000000-0f8d2c84" } }),
      undefined,
    );
    expect(kept.headers.get("x-request-id")).toBe("iad1::abc12-1700000000000-0f8d2c84");
    const replaced = await answer(
      new Request("http://localhost/api/x", { headers: { "x-request-id": 'x", "level": "fake' } }),
      undefined,
    );
    expect(replaced.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines.map((line) => (JSON.parse(line) as { requestId: string }).requestId)).toEqual([
      "iad1::abc12-1700000000000-0f8d2c84",
      replaced.headers.get("x-request-id"),
    ]);
  });

  it("never carries an e-mail address, whatever field it comes in", () => {
    const lines = captured();
    log.info("job.done", { job: "bob@example.com asked", deleted: 1 });
    expect(JSON.parse(lines[0]!)).toMatchObject({ job: "[email] asked", deleted: 1 });
    expect(lines[0]).not.toContain("requestId");
  });
});
