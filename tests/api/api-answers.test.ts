import { describe, expect, it } from "vitest";
import { GET as authGet, POST as authPost } from "@/app/api/auth/[...nextauth]/route";
import * as chat from "@/app/api/chat/route";
import * as conversation from "@/app/api/conversations/[id]/route";
import { signedUpBrowser } from "../helpers/accounts";
import { TestBrowser } from "../helpers/http";
import { apiRoutes, METHODS, routeContext, routeUrl } from "../helpers/routes";

const nextAuth = (action: string) => ({
  path: `/api/auth/${action}`,
  context: { params: Promise.resolve({ nextauth: action.split("/") }) },
});

describe("every /api answer is JSON with message and code", () => {
  it("a method a route does not have is a JSON 405 naming the methods it has", async () => {
    const { browser } = await signedUpBrowser();
    const get = await browser.call(chat.GET, { path: "/api/chat" });
    expect(get.status).toBe(405);
    expect(get.headers.get("content-type")).toMatch(/^application\/json/);
    expect(get.body).toEqual({ code: "method_not_allowed", message: "This action is not supported here." });
    expect(get.headers.get("allow")).toBe("POST");

    const put = await browser.call(conversation.PUT, {
      method: "PUT",
      path: "/api/conversations/c1",
      body: { title: "x" },
      context: { params: Promise.resolve({ id: "c1" }) },
    });
    expect(put.status).toBe(405);
    expect(put.body.code).toBe("method_not_allowed");
    expect(put.headers.get("allow")).toBe("GET, PATCH, DELETE");
  });

  it("on every route, the 405s' Allow header names exactly the methods that are not 405", async () => {
    for (const route of await apiRoutes()) {
      const answers = await Promise.all(
        METHODS.map(async (method) => {
          const response = await route.handlers[method]!(
            new Request(routeUrl(route, {}), { method }),
            routeContext({}),
          );
          return { method, status: response.status, allow: response.headers.get("allow") };
        }),
      );
      const own = answers.filter((a) => a.status !== 405).map((a) => a.method);
      for (const refused of answers.filter((a) => a.status === 405)) {
        expect(refused.allow, `${refused.method} ${route.pattern}`).toBe(own.join(", "));
      }
    }
  });

  it("Auth.js's own pages (sign-out, sign-in, error) are a JSON 404; its token endpoint still works", async () => {
    for (const action of ["signout", "signin", "error", "session", "providers"]) {
      const reply = await new TestBrowser().call(authGet, nextAuth(action));
      expect(reply.status, action).toBe(404);
      expect(reply.headers.get("content-type"), action).toMatch(/^application\/json/);
      expect(reply.body, action).toMatchObject({ code: "not_found" });
    }
    const signOut = await new TestBrowser().call(authPost, { ...nextAuth("signout"), body: {} });
    expect(signOut.status).toBe(404);
    const csrf = await new TestBrowser().call(authGet, nextAuth("csrf"));
    expect(csrf.status).toBe(200);
    expect(csrf.body.csrfToken).toEqual(expect.any(String));
  });
});
