import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { NextRequest } from "next/server";
import { describe, expect, it, vi } from "vitest";
import { GET as billingPortal } from "@/app/api/billing-portal/route";
import { GET as sessionExpired } from "@/app/api/session/expired/route";
import { WRAPPER_START_PATH } from "@/lib/native/wrapper";
import { proxy } from "@/proxy";
import { signedUpBrowser, uniqueEmail } from "../helpers/accounts";
import { withGoogleStandIn } from "../helpers/google-sign-in";
import { TestBrowser } from "../helpers/http";

// The server runs on an inside address (http://localhost here, as behind any proxy); people reach it at APP_URL.
const PUBLIC = "https://hearth.example";
vi.stubEnv("APP_URL", PUBLIC);

const { signIn } = withGoogleStandIn();
const root = path.resolve(import.meta.dirname, "../..");

/** Every source file that can emit a redirect, each with how this test walks it. */
const EMITTERS: Record<string, "walked" | "relative path"> = {
  "proxy.ts": "walked",
  "app/api/session/expired/route.ts": "walked",
  "app/api/billing-portal/route.ts": "walked",
  "lib/auth/auth-js.ts": "walked",
  "lib/native/wrapper-landing.ts": "relative path",
};

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(relative);
    return /\.tsx?$/.test(entry.name) ? [relative] : [];
  });
}

const usesNavigationRedirect = (source: string) =>
  /import \{[^}]*\bredirect\b[^}]*\} from "next\/navigation"/.test(source);

/** Files that build a redirect themselves: a Response, Next's helpers, Auth.js's callback, getServerSideProps. */
const emitsRedirect = (source: string) =>
  /\b(Response|NextResponse)\.redirect\(|\bredirect: [({]|\bstatus: 30\d\b|\blocation: /.test(source) ||
  usesNavigationRedirect(source);

function expectPublic(location: string | null, what: string) {
  expect(location, what).not.toBeNull();
  expect(new URL(location!, "http://inside.invalid").origin, `${what}: ${location}`).toBe(PUBLIC);
}

describe("every redirect the app can emit names the public origin (APP_URL), never the address it runs on", () => {
  it("finds every file that emits one, and walks it here", () => {
    const files = ["proxy.ts", ...sourceFiles("app"), ...sourceFiles("lib"), ...sourceFiles("pages")];
    const emitting = files.filter((file) => emitsRedirect(readFileSync(path.join(root, file), "utf8")));
    const navigation = emitting.filter((file) => usesNavigationRedirect(readFileSync(path.join(root, file), "utf8")));
    expect(emitting.filter((file) => !EMITTERS[file] && !navigation.includes(file))).toEqual([]);
    expect(Object.keys(EMITTERS).filter((file) => !emitting.includes(file))).toEqual([]);
    // next/navigation's redirect() sends its target as written: each is a path on this origin, never a URL.
    for (const file of navigation) {
      const calls = [...readFileSync(path.join(root, file), "utf8").matchAll(/\bredirect\(([^)]*)\)/g)];
      expect(calls.length, file).toBeGreaterThan(0);
      for (const [call, target] of calls) expect(target, `${file}: ${call}`).toMatch(/^"\/(?![/\\])[^"]*"$/);
    }
    expect(WRAPPER_START_PATH).toMatch(/^\/(?![/\\])/);
  });

  it("proxy.ts: the signed-out, the return-after-login, the legacy and the signed-in redirects", async () => {
    const inside = (pathname: string, cookie?: string) =>
      new NextRequest(`http://localhost:3000${pathname}`, { headers: cookie ? { cookie } : {} });
    for (const pathname of ["/chat", "/subscription?plan=pro_annual", "/new-chat"]) {
      const response = await proxy(inside(pathname));
      expect(response.status, pathname).toBeGreaterThanOrEqual(300);
      expectPublic(response.headers.get("location"), pathname);
    }
    const { browser } = await signedUpBrowser();
    const cookie = [...browser.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    const signedIn = await proxy(inside("/auth", cookie));
    expect(signedIn.headers.get("location")).toBe(`${PUBLIC}/chat`);
  });

  it("/api/session/expired and /api/billing-portal", async () => {
    const expired = await new TestBrowser().send(async (request) => sessionExpired(request), {
      path: "/api/session/expired",
    });
    expect(expired.status).toBe(303);
    expect(expired.headers.get("location")).toBe(`${PUBLIC}/auth`);
    const portal = await new TestBrowser().send(billingPortal, { path: "/api/billing-portal" });
    expectPublic(portal.headers.get("location"), "billing portal, signed out");
  });

  it("Auth.js: Google's callback sends the browser to the public origin", async () => {
    const browser = new TestBrowser();
    const { callback } = await signIn(
      browser,
      { sub: "g-redirects", email: uniqueEmail("g"), email_verified: true },
      {
        adult: true,
      },
    );
    expectPublic(callback.headers.get("location"), "Google's callback");
  });
});
