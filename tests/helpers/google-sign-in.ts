import { afterAll, beforeAll, vi } from "vitest";
import { POST as attest } from "@/app/api/adult-attestation/route";
import { GET as authGet, POST as authPost } from "@/app/api/auth/[...nextauth]/route";
import { startGoogleStandIn, type GooglePerson } from "./google-stand-in";
import type { TestBrowser } from "./http";

type StandIn = Awaited<ReturnType<typeof startGoogleStandIn>>;

/**
 * Google sign-in for API tests: a stand-in Google for this test file (configured before the app first
 * reads its configuration), and the browser's whole way through Auth.js's routes — its CSRF token, the
 * sign-in form's POST, "Google"'s consent, the callback.
 */
export function withGoogleStandIn() {
  let google: StandIn | undefined;
  beforeAll(async () => {
    google = await startGoogleStandIn({ clientId: "hearth-test-client", clientSecret: "hearth-test-secret" });
    vi.stubEnv("AUTH_GOOGLE_ID", "hearth-test-client");
    vi.stubEnv("AUTH_GOOGLE_SECRET", "hearth-test-secret");
    vi.stubEnv("AUTH_GOOGLE_ISSUER", google.issuer);
  });
  afterAll(async () => {
    await google?.close();
  });

  /**
   * Signs `browser` in as `person` at "Google" (confirming 18+ first when `adult`); answers where the
   * callback sends the browser (a path), the callback's response and the address it was sent to at Google.
   */
  async function signIn(browser: TestBrowser, person: GooglePerson, { adult = false } = {}) {
    google!.signInAs(person);
    if (adult) await browser.call(attest, { body: { adultAttested: true } });
    const { csrfToken } = (await browser.call(authGet, { path: "/api/auth/csrf" })).body;
    const start = await browser.send(authPost, {
      path: "/api/auth/signin/google",
      body: { csrfToken, callbackUrl: "/chat" },
    });
    const authorize = start.headers.get("location") ?? "";
    if (!authorize.startsWith(google!.issuer))
      throw new Error(`sign-in did not go to Google: ${start.status} ${authorize}`);
    const back = new URL(google!.consent(authorize));
    const callback = await browser.send(authGet, { path: back.pathname + back.search });
    const location = new URL(callback.headers.get("location") ?? "/", "http://localhost");
    return { landing: location.pathname + location.search, callback, authorize: new URL(authorize) };
  }

  return { signIn };
}
