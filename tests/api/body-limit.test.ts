import { describe, expect, it, vi } from "vitest";
import { POST as chat } from "@/app/api/chat/route";
import { POST as register } from "@/app/api/register/route";
import { JSON_BODY_LIMIT } from "@/lib/api/respond";
import { signedUpBrowser } from "../helpers/accounts";
import { storedMessages } from "../helpers/chat";
import { TestBrowser } from "../helpers/http";

vi.stubEnv("OFFLINE_ADVISOR_TOKEN_MS", "0");

/** A body of `bytes` streamed in 64 KiB chunks, with no Content-Length: only reading it shows its size. */
function streamedBody(json: string, bytes: number) {
  const chunk = new TextEncoder().encode(" ".repeat(64 * 1024));
  let sent = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent === 0) controller.enqueue(new TextEncoder().encode(json));
      if (sent >= bytes) return controller.close();
      sent += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
}

describe("the JSON body limit (64 KiB)", () => {
  it("a 30 MB body to /api/chat is a translated 413 and nothing is stored or counted", async () => {
    const { browser } = await signedUpBrowser();
    const conversationId = crypto.randomUUID();
    const huge = JSON.stringify({ conversationId, messageId: "m1", text: "x".repeat(30 * 1024 * 1024) });
    const reply = await browser.call(chat, { rawBody: huge });
    expect(reply.status).toBe(413);
    expect(reply.body).toEqual({ code: "payload_too_large", message: "This request is too large." });
    expect(await storedMessages(conversationId)).toEqual([]);

    const zh = new TestBrowser("203.0.113.7", "zh-TW");
    for (const [name, value] of browser.cookies) zh.cookies.set(name, value);
    expect((await zh.call(chat, { rawBody: huge })).body.message).toBe("此請求內容過大。");
  });

  it("is enforced while reading: a streamed body without Content-Length stops at the limit", async () => {
    let pulled = 0;
    const body = streamedBody('{"username":"a@example.com","nickname":"Sam","password":"secret1"', 10 * 1024 * 1024);
    const counting = body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          pulled += chunk.byteLength;
          controller.enqueue(chunk);
        },
      }),
    );
    const request = new Request("http://localhost/api/register", {
      method: "POST",
      body: counting,
      headers: { "content-type": "application/json" },
      duplex: "half",
    } as RequestInit);
    const response = await register(request, undefined as never);
    expect(response.status).toBe(413);
    expect(pulled).toBeLessThan(4 * JSON_BODY_LIMIT);
  });

  it("a declared Content-Length over the limit is refused before anything is read", async () => {
    const request = new Request("http://localhost/api/register", {
      method: "POST",
      body: "{}",
      headers: { "content-type": "application/json", "content-length": String(JSON_BODY_LIMIT + 1) },
    });
    expect((await register(request, undefined as never)).status).toBe(413);
  });

  it("a body just under the limit is read; a body that is not JSON by its type is a 415", async () => {
    const reply = await new TestBrowser().call(register, {
      rawBody: JSON.stringify({ username: "bad", nickname: "Sam", password: "x".repeat(JSON_BODY_LIMIT - 100) }),
    });
    expect(reply.status).toBe(400);
    const form = await register(
      new Request("http://localhost/api/register", {
        method: "POST",
        body: "username=a%40example.com",
        headers: { "content-type": "application/x-www-form-urlencoded" },
      }),
      undefined as never,
    );
    expect(form.status).toBe(415);
    expect(await form.json()).toMatchObject({ code: "unsupported_media_type" });
  });
});
