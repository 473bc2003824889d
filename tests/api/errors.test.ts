import { describe, expect, it } from "vitest";
import { z } from "zod";
import { GET as missingGet, POST as missingPost } from "@/app/api/[...path]/route";
import { getDb } from "@/db/client";
import { users } from "@/db/schema";
import { handler, json, readJson } from "@/lib/api/respond";
import { AppError } from "@/lib/errors";

const noContext = { params: Promise.resolve({ path: ["nope"] }) };

describe("API responses", () => {
  it("an unknown /api path is a JSON 404 in the caller's language", async () => {
    const response = await missingGet(new Request("http://localhost/api/nope"), noContext);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      code: "not_found",
      message: "We couldn't find what you were looking for.",
    });

    const zh = await missingPost(
      new Request("http://localhost/api/nope", { method: "POST", headers: { cookie: "language=zh-TW" } }),
      noContext,
    );
    expect(zh.status).toBe(404);
    expect((await zh.json()).message).toBe("找不到你要的內容。");
  });

  const schema = z.object({ nickname: z.string().min(1, { error: "errors.invalidInput" }), age: z.number() });
  const route = handler(async (request: Request) => {
    const body = await readJson(request, schema);
    const db = await getDb();
    await db.insert(users).values({ username: body.nickname });
    return json({ ok: true });
  });
  const post = (body: string) =>
    route(
      new Request("http://localhost/api/x", { method: "POST", body, headers: { "content-type": "application/json" } }),
      undefined,
    );

  it("a malformed JSON body is a 400 with a message, and nothing is written", async () => {
    const response = await post("{not json");
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: "invalid_json",
      message: "Invalid input. Please check your information.",
    });
    expect(await (await getDb()).select().from(users)).toHaveLength(0);
  });

  it("a body that fails the schema is a 400 naming each field, and nothing is written", async () => {
    const response = await post(JSON.stringify({ nickname: "", age: "old" }));
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.code).toBe("invalid_input");
    expect(Object.keys(body.fieldErrors).sort()).toEqual(["age", "nickname"]);
    expect(await (await getDb()).select().from(users)).toHaveLength(0);
  });

  it("an AppError answers its code's status and message with its extra fields; waitTime also sets Retry-After", async () => {
    const limited = handler(async () => {
      throw new AppError("rate_limited", { fields: { waitTime: 42 } });
    });
    const response = await limited(new Request("http://localhost/api/x"), undefined);
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toBe("42");
    expect(await response.json()).toEqual({
      code: "rate_limited",
      message: "Too many attempts. Please wait a moment and try again.",
      waitTime: 42,
    });
  });

  it("an unexpected error is a generic 500 with a request id, never the error's text", async () => {
    const broken = handler(async () => {
      throw new Error("secret detail");
    });
    const original = console.error;
    console.error = () => {};
    try {
      const response = await broken(new Request("http://localhost/api/x"), undefined);
      expect(response.status).toBe(500);
      const body = await response.json();
      expect(body).toMatchObject({ code: "internal", message: "Server error. Please try again later." });
      expect(body.requestId).toMatch(/^[0-9a-f-]{36}$/);
      expect(JSON.stringify(body)).not.toContain("secret detail");
    } finally {
      console.error = original;
    }
  });
});
