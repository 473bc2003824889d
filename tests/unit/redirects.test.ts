import { fc, it } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { safeRedirectPath } from "@/lib/auth/redirects";

const ORIGIN = "https://hearth.example";

/** Pieces an attacker strings together to leave the site: slashes in every spelling, hosts, schemes, controls. */
const piece = fc.oneof(
  fc.constantFrom("/", "//", "\\", "/\\", "\\\\", "\t", "\n", "\r", " ", "%09", "%0A", "%0a", "%2F", "%2f", "%5C"),
  fc.constantFrom("%2e", ".", "..", "./", "../", "@", ":", "?", "#", "&", "=", "%", "%00", "\u0000"),
  fc.constantFrom("evil.example", "hearth.example", "hearth.example.evil.example", "127.0.0.1", "[::1]", "xn--e1a"),
  fc.constantFrom(
    "http:",
    "https:",
    "javascript:",
    "data:",
    "HTTPS:",
    "java\tscript:",
    "//evil.example",
    "/\t/evil.example",
  ),
  fc.constantFrom("chat", "settings", "subscription/success", "api", "_next", "alert(1)", "user:pass"),
  fc.string({ maxLength: 3 }),
);
const target = fc.array(piece, { maxLength: 10 }).map((parts) => parts.join(""));

/** Where a browser on one of the app's pages goes when told to go to `path`. */
const browserGoesTo = (path: string) => new URL(path, `${ORIGIN}/auth/login?redirect=x`);

describe("safeRedirectPath: the one redirect check", () => {
  it.prop([target], { numRuns: 3000 })("never yields another origin, however the target is spelled", (raw) => {
    const path = safeRedirectPath(raw, ORIGIN);
    if (path === null) return;
    expect(path.startsWith("/")).toBe(true);
    expect(path.startsWith("//")).toBe(false);
    expect(path).not.toMatch(/[\t\n\r]/);
    expect(browserGoesTo(path).origin).toBe(ORIGIN);
    expect(browserGoesTo(path).pathname).not.toMatch(/^\/(api|_next)(\/|$)/);
    // Checking the answer again changes nothing: it is already what the browser will use.
    expect(safeRedirectPath(path, ORIGIN)).toBe(path);
  });

  it.prop([fc.webUrl({ withQueryParameters: true, withFragments: true })])(
    "refuses every absolute URL on another origin",
    (url) => {
      fc.pre(new URL(url).origin !== ORIGIN);
      expect(safeRedirectPath(url, ORIGIN)).toBeNull();
    },
  );

  it("refuses the forms the outside probe used, and keeps the app's own paths", () => {
    for (const attack of [
      "/\t/evil.example/",
      "/%09/evil.example/",
      "/\n/evil.example/",
      "//evil.example",
      "/\\evil.example",
      "\\\\evil.example",
      "/.//evil.example",
      "https://evil.example/chat",
      "javascript:alert(1)",
      "https://user:pass@hearth.example/chat",
      "/api/auth/signout",
    ]) {
      expect(safeRedirectPath(decodeURIComponent(attack), ORIGIN), attack).toBeNull();
    }
    expect(safeRedirectPath("/subscription/success?session_id=cs_1", ORIGIN)).toBe(
      "/subscription/success?session_id=cs_1",
    );
    expect(safeRedirectPath("/chat/abc#end", ORIGIN)).toBe("/chat/abc#end");
    expect(safeRedirectPath(`${ORIGIN}/settings`, ORIGIN)).toBe("/settings");
    expect(safeRedirectPath("/a/../chat", ORIGIN)).toBe("/chat");
  });
});
