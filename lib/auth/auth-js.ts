import "server-only";
import type { NextRequest } from "next/server";
import NextAuth from "next-auth";
import { findUserById } from "@/db/queries/users";
import { getDb } from "@/db/client";
import { handler } from "@/lib/api/respond";
import { env, publicOrigin } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { LANGUAGE_KEY, negotiateLocale } from "@/lib/i18n/locales";
import { log } from "@/lib/ops/log";
import { accountAdapter } from "./account-adapter";
import { adultAttestationFrom } from "./adult-attestation";
import { identityProviders } from "./identity-providers";
import { safeRedirectPath } from "./redirects";
import { REMEMBER_SECONDS, cookieReader } from "./session";
import { openSession } from "./sign-in";

/**
 * Auth.js runs only the identity providers' OAuth flows (/api/auth/*). Sessions stay JWTs: the JWT callback
 * swaps the adapter's user for our own session claims, so the cookie matches every other sign-in's. Configured
 * per request, so nothing is read at build time and the adapter gets the browser's language and 18+ confirmation.
 */
const { handlers } = NextAuth(async (request) => {
  const config = env();
  const cookieHeader = request?.headers.get("cookie");
  const adultAttestedAt = adultAttestationFrom(cookieHeader);
  const locale = negotiateLocale(
    cookieReader(cookieHeader ?? null)(LANGUAGE_KEY),
    request?.headers.get("accept-language"),
  );
  const adapter = accountAdapter(await getDb(), { locale, adultAttestedAt });
  return {
    secret: config.authSecret,
    trustHost: true,
    adapter,
    session: { strategy: "jwt", maxAge: REMEMBER_SECONDS },
    pages: { signIn: "/auth", error: "/auth" },
    // Through the one logger: Auth.js's own prints whole errors, which may quote what a provider sent.
    logger: {
      error: (error) =>
        error.name === "AccessDenied" ? log.info("auth.sign_in_refused") : log.error("auth.flow_failed", error),
      warn: (code) => log.warn("auth.warning", { code }),
      debug: () => {},
    },
    providers: identityProviders(config).map(({ provider }) => provider),
    callbacks: {
      // The callback URL comes from the browser: the same check as every other redirect target.
      redirect: ({ url, baseUrl }) => new URL(safeRedirectPath(url, baseUrl) ?? "/chat", baseUrl).href,
      /**
       * A linked account, or an account with the address the provider vouches for, signs in. A new one
       * needs a vouched-for address and the 18+ confirmation: without it, back to sign-up, which asks.
       */
      async signIn({ user, account }) {
        if (!account) return false;
        if (await adapter.getUserByAccount!(account)) return true;
        if (!user.email) return false;
        if (await adapter.getUserByEmail!(user.email)) return true;
        return adultAttestedAt !== undefined || "/auth?tab=register&error=adult_required";
      },
      async jwt({ token, user, account }) {
        if (!account || !user?.id) return token;
        const signedIn = await findUserById({ id: user.id });
        return openSession(signedIn!, true);
      },
    },
  };
});

/** The Auth.js endpoints the OAuth flows use, by method: its token, the sign-in forms' target and the providers' return. */
function flowActions(method: "GET" | "POST"): string[] {
  const ids = identityProviders(env()).map(({ id }) => id);
  return method === "GET"
    ? ["csrf", ...ids.map((id) => `callback/${id}`)]
    : ids.flatMap((id) => [`signin/${id}`, `callback/${id}`]);
}

/**
 * /api/auth/*: only the providers' flow endpoints reach Auth.js (their answers are the OAuth redirects);
 * every other path, such as its HTML sign-in, sign-out and error pages, is the API's JSON 404.
 */
function oauthFlow(method: "GET" | "POST") {
  return handler(async (request: Request) => {
    const action = new URL(request.url).pathname.replace(/^\/api\/auth\//, "");
    if (!flowActions(method).includes(action)) throw new AppError("not_found");
    // Auth.js builds the provider's redirect URI from the request's address, and the browser must come back
    // to the public one (APP_URL). A plain Request: Next's own rewrites 127.0.0.1 to `localhost`.
    const url = new URL(request.url);
    const onPublicOrigin = new Request(new URL(url.pathname + url.search, publicOrigin(request)), {
      method: request.method,
      headers: request.headers,
      body: method === "POST" ? await request.arrayBuffer() : undefined,
    });
    return handlers[method](onPublicOrigin as NextRequest);
  });
}

export const authRoutes = { GET: oauthFlow("GET"), POST: oauthFlow("POST") };
