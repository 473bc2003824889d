import { describe, expect, it, vi } from "vitest";
import { GET as outbox } from "@/app/(dev-only)/api/dev/outbox/route";
import { TestBrowser } from "../helpers/http";

// A production build on embedded defaults (a public demo): the outbox holds everyone's codes and links.
vi.stubEnv("NODE_ENV", "production");
vi.stubEnv("HEARTH_ALLOW_EMBEDDED", "1");
vi.stubEnv("APP_URL", "https://hearth.example");

describe("the outbox in production", () => {
  it("is not served unless HEARTH_EXPOSE_OUTBOX is set", async () => {
    const reply = await new TestBrowser().call(outbox, { path: "/api/dev/outbox?to=someone%40example.com" });
    expect(reply.status).toBe(404);
    expect(reply.body.code).toBe("not_found");
  });
});
