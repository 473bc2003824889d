import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerUnknownMethods } from "@/lib/security/unknown-methods";

// A stand-in for Next's server: it answers whatever reaches it, as Next would (or fails, as Next does on TRACE).
let reached: string[] = [];
const server = http.createServer((request, response) => {
  reached.push(`${request.method} ${request.url}`);
  response.end("next");
});
let port = 0;

beforeAll(async () => {
  answerUnknownMethods();
  answerUnknownMethods();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function send(method: string, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const request = http.request({ host: "127.0.0.1", port, method, path, headers }, (response) => {
      let body = "";
      response.on("data", (chunk: Buffer) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode!, headers: response.headers, body }));
    });
    request.on("error", reject);
    request.end();
  });
}

describe("HTTP methods the app does not serve", () => {
  it("answer 405 before the framework sees them: JSON on /api, an empty body on pages", async () => {
    reached = [];
    // Node's parser itself answers 400 to names it does not know (TRACK, FOO); these it passes on.
    for (const method of ["TRACE", "PROPFIND", "PURGE", "LINK"]) {
      const page = await send(method, "/chat");
      expect([method, page.status, page.body]).toEqual([method, 405, ""]);
      expect(page.headers.allow).toBe("GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE");

      const api = await send(method, "/api/health?x=1");
      expect(api.status).toBe(405);
      expect(api.headers["content-type"]).toBe("application/json");
      expect(api.headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(JSON.parse(api.body)).toEqual({
        code: "method_not_allowed",
        message: "This action is not supported here.",
      });
    }
    expect(reached).toEqual([]);
  });

  it("speak the caller's language", async () => {
    const api = await send("TRACE", "/api", { cookie: "language=zh-TW" });
    expect(JSON.parse(api.body).code).toBe("method_not_allowed");
    expect(JSON.parse(api.body).message).not.toBe("This action is not supported here.");
  });

  it("leave every method the app serves to it", async () => {
    reached = [];
    for (const method of ["GET", "HEAD", "OPTIONS", "POST", "PUT", "PATCH", "DELETE"]) {
      expect((await send(method, "/api/health")).status).toBe(200);
    }
    expect(reached).toHaveLength(7);
  });
});
