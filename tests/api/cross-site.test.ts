import { describe, expect, it, vi } from "vitest";
import { POST as logout } from "@/app/api/logout/route";
import { GET as getUser } from "@/app/api/user/route";
import { signedUpBrowser } from "../helpers/accounts";
import { apiRoutes, routeContext, routeUrl, type Method } from "../helpers/routes";

// Read when the app first reads its configuration (after the imports above, before any request).
vi.stubEnv("CRON_SECRET", "a-cron-secret-for-the-cross-site-test");

const routes = await apiRoutes();
const WRITES: Method[] = ["POST", "PUT", "PATCH", "DELETE"];

/**
 * The routes a page of another site may write to, each with why. The cron routes need no entry: their one
 * method is GET (a scheduler's call), which changes nothing a page could abuse and is never refused.
 */
const CROSS_SITE_ALLOWED = new Set([
  // Stripe's servers call it; the signature on the body is what authenticates it.
  "/api/webhooks/stripe",
  // A mail provider's one-click unsubscribe (RFC 8058) comes from no page of ours; the signed token authenticates it.
  "/api/reminders/unsubscribe",
]);

/** What a browser sends with a request from a page of another site, in each form a browser may use. */
const FROM_ANOTHER_SITE: Record<string, string>[] = [
  { "sec-fetch-site": "cross-site", origin: "https://evil.example" },
  // A sibling subdomain is another site too: it may be someone else's.
  { "sec-fetch-site": "same-site", origin: "https://evil.localhost" },
  // Older browsers: no Sec-Fetch-Site, only Origin ("null" from a sandboxed frame or a data: page).
  { origin: "https://evil.example" },
  { origin: "null" },
];

describe("writes from another site's pages", () => {
  it("every route under /api refuses them with 403 before doing anything, but the listed exceptions", async () => {
    const { browser } = await signedUpBrowser();
    const cookie = [...browser.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    const refused: string[] = [];
    for (const route of routes) {
      const values = Object.fromEntries(route.params.map(({ name, catchAll }) => [name, catchAll ? ["x"] : "x"]));
      for (const method of WRITES) {
        for (const headers of FROM_ANOTHER_SITE) {
          const request = new Request(routeUrl(route, values), {
            method,
            headers: { ...headers, cookie, "content-type": "application/json" },
            body: "{}",
          });
          const response = await route.handlers[method]!(request, routeContext(values));
          const what = `${method} ${route.pattern} with ${JSON.stringify(headers)}`;
          if (CROSS_SITE_ALLOWED.has(route.pattern) && method === "POST") {
            expect(response.status, what).not.toBe(403);
            continue;
          }
          expect(response.status, what).toBe(403);
          expect(await response.json(), what).toEqual({
            code: "cross_site",
            message: "This request came from another site and was refused.",
          });
          refused.push(route.pattern);
        }
      }
    }
    // Every route was walked (the allowed ones still refuse the writes they do not answer).
    expect(new Set(refused).size).toBe(routes.length);
    // Nothing ran: the logout, the logout everywhere and the deletion among them left the account signed in.
    expect((await browser.call(getUser)).status).toBe(200);
  });

  it("accepts the app's own pages and callers that are no browser (neither header)", async () => {
    const headerSets: Record<string, string>[] = [
      { "sec-fetch-site": "same-origin", origin: "http://localhost" },
      { "sec-fetch-site": "none" },
      { origin: "http://localhost", host: "localhost" },
      {},
    ];
    for (const headers of headerSets) {
      const { browser } = await signedUpBrowser();
      expect((await browser.call(logout, { body: {}, headers })).status, JSON.stringify(headers)).toBe(200);
      expect((await browser.call(getUser)).status).toBe(401);
    }
  });

  it("never refuses a read: a scheduler's call to a cron route runs whatever site it names", async () => {
    const cron = routes.find((route) => route.pattern === "/api/cron/rate-limits")!;
    const response = await cron.handlers.GET!(
      new Request(routeUrl(cron, {}), {
        headers: {
          authorization: "Bearer a-cron-secret-for-the-cross-site-test",
          "sec-fetch-site": "cross-site",
          origin: "https://scheduler.example",
        },
      }),
      routeContext({}),
    );
    expect(response.status).toBe(200);
  });
});
