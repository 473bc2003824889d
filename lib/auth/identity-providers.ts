import Google, { type GoogleProfile } from "next-auth/providers/google";
import type { Provider } from "next-auth/providers";
import type { Env } from "@/lib/env";

const GOOGLE_ISSUER = "https://accounts.google.com";

type IdentityProvider = {
  /** Auth.js's provider id: its routes are /api/auth/signin/<id> and /api/auth/callback/<id>. */
  id: string;
  /** Where its sign-in page is: the sign-in form's POST is redirected there, so the page's form-action allows it. */
  signInOrigin: string;
  provider: Provider;
};

/** Where the configured providers' sign-in pages are (the page's Content-Security-Policy names them). */
export function signInOrigins(config: Env): string[] {
  return identityProviders(config).map(({ signInOrigin }) => signInOrigin);
}

/**
 * The configured identity providers; adding one is an entry here, its variables in lib/env.ts, and a button.
 * `profile` passes on an e-mail only when the provider vouches for it (a matching account gets linked), and
 * `account` keeps no tokens: Hearth never calls the provider's APIs.
 */
export function identityProviders(config: Env): IdentityProvider[] {
  const providers: IdentityProvider[] = [];
  if (config.googleConfigured) {
    providers.push({
      id: "google",
      signInOrigin: new URL(config.AUTH_GOOGLE_ISSUER ?? GOOGLE_ISSUER).origin,
      provider: Google<GoogleProfile>({
        clientId: config.AUTH_GOOGLE_ID,
        clientSecret: config.AUTH_GOOGLE_SECRET,
        // Only set for a stand-in of Google (tests): Google's own discovery document otherwise.
        ...(config.AUTH_GOOGLE_ISSUER ? { issuer: config.AUTH_GOOGLE_ISSUER } : {}),
        authorization: { params: { prompt: "select_account" } },
        profile: (claims) => ({
          id: claims.sub,
          name: claims.name,
          email: claims.email_verified === true ? claims.email : undefined,
          image: claims.picture,
        }),
        account: () => undefined,
        // Safe here: `profile` passes on only the addresses Google has verified.
        allowDangerousEmailAccountLinking: true,
      }),
    });
  }
  return providers;
}
