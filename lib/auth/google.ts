import type { NextRequest } from "next/server";
import NextAuth, { type Profile } from "next-auth";
import Google from "next-auth/providers/google";
import { findUserByGoogleId, findUserByUsername, insertUser, updateUser } from "@/db/queries/users";
import type { User } from "@/db/schema";
import { cookies, headers } from "next/headers";
import { handler } from "@/lib/api/respond";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { DEFAULT_LOCALE, LANGUAGE_KEY, negotiateLocale, type Locale } from "@/lib/i18n/locales";
import { normaliseText } from "@/lib/validation/text";
import { adultAttestationFrom } from "./adult-attestation";
import { safeRedirectPath } from "./redirects";
import { REMEMBER_SECONDS } from "./session";
import { openSession } from "./sign-in";

type GoogleProfile = {
  sub: string;
  email?: string | null;
  emailVerified: boolean;
  name?: string | null;
  picture?: string | null;
};

function googleProfile(profile: Profile): GoogleProfile {
  return {
    sub: String(profile.sub),
    email: profile.email,
    emailVerified: profile.email_verified === true,
    name: profile.name,
    picture: typeof profile.picture === "string" ? profile.picture : null,
  };
}

async function existingAccount(profile: GoogleProfile): Promise<User | undefined> {
  const linked = await findUserByGoogleId({ googleId: profile.sub });
  if (linked) return linked;
  const email = profile.email?.trim().toLowerCase();
  return email && profile.emailVerified ? findUserByUsername({ username: email }) : undefined;
}

/** A Google sign-in may go ahead when it finds an account, or when it will create one for someone who confirmed being 18 or older. */
export async function googleSignInAllowed(profile: GoogleProfile, adultAttestedAt: Date | undefined): Promise<boolean> {
  return adultAttestedAt !== undefined || (await existingAccount(profile)) !== undefined;
}

/**
 * The account behind a Google sign-in: the one already linked to this Google id, else the account with
 * the same e-mail when Google vouches for the address (it gets linked), else a new verified account,
 * which needs the 18+ confirmation made before leaving for Google (its time is stored).
 */
export async function userForGoogleProfile(
  profile: GoogleProfile,
  { locale = DEFAULT_LOCALE, adultAttestedAt }: { locale?: Locale; adultAttestedAt?: Date } = {},
): Promise<User> {
  const linked = await findUserByGoogleId({ googleId: profile.sub });
  if (linked) return linked;
  const email = profile.email?.trim().toLowerCase();
  if (!email || !profile.emailVerified) throw new Error("Google did not provide a verified e-mail address");
  const existing = await findUserByUsername({ username: email });
  if (existing) {
    // An unverified registration proves nothing about who set its password: drop it, so whoever
    // registered the address first cannot sign in to the Google user's account later.
    const unclaimed = existing.emailVerified
      ? {}
      : { password: null, verificationCode: null, verificationCodeExpiresAt: null };
    const updated = await updateUser({
      id: existing.id,
      values: {
        ...unclaimed,
        firebaseUid: profile.sub,
        emailVerified: true,
        profilePhotoUrl: existing.profilePhotoUrl ?? profile.picture ?? null,
        adultAttestedAt: existing.adultAttestedAt ?? adultAttestedAt ?? null,
      },
    });
    return updated!;
  }
  if (!adultAttestedAt) throw new AppError("adult_attestation_required");
  return insertUser({
    values: {
      adultAttestedAt,
      username: email,
      email,
      emailVerified: true,
      firebaseUid: profile.sub,
      nickname: normaliseText(profile.name ?? "").slice(0, 50) || "User",
      profilePhotoUrl: profile.picture ?? null,
      // The advisor starts out answering in the language the person signed up in.
      language: locale,
      aiLanguage: locale,
    },
  });
}

/**
 * Auth.js runs only the Google OAuth flow (/api/auth/*). Its JWT callback swaps Google's profile for our
 * own session claims, so the cookie it writes is the same session every other sign-in writes.
 * Configured lazily: nothing is read from the environment at build time.
 */
const { handlers } = NextAuth(() => {
  const config = env();
  return {
    secret: config.authSecret,
    trustHost: true,
    session: { strategy: "jwt", maxAge: REMEMBER_SECONDS },
    pages: { signIn: "/auth", error: "/auth" },
    providers: config.googleConfigured
      ? [
          Google({
            clientId: config.AUTH_GOOGLE_ID,
            clientSecret: config.AUTH_GOOGLE_SECRET,
            authorization: { params: { prompt: "select_account" } },
          }),
        ]
      : [],
    callbacks: {
      // The callback URL comes from the browser: the same check as every other redirect target.
      redirect: ({ url, baseUrl }) => new URL(safeRedirectPath(url, baseUrl) ?? "/chat", baseUrl).href,
      // A new account needs the 18+ confirmation: without it, back to sign-up, which asks for it.
      async signIn({ account, profile }) {
        if (account?.provider !== "google" || !profile?.sub) return true;
        const adultAttestedAt = adultAttestationFrom((await headers()).get("cookie"));
        return (
          (await googleSignInAllowed(googleProfile(profile), adultAttestedAt)) ||
          "/auth?tab=register&error=adult_required"
        );
      },
      async jwt({ token, account, profile }) {
        if (account?.provider !== "google" || !profile?.sub) return token;
        const [jar, headerList] = await Promise.all([cookies(), headers()]);
        const locale = negotiateLocale(jar.get(LANGUAGE_KEY)?.value, headerList.get("accept-language"));
        const adultAttestedAt = adultAttestationFrom(headerList.get("cookie"));
        const user = await userForGoogleProfile(googleProfile(profile), { locale, adultAttestedAt });
        return openSession(user, true);
      },
    },
  };
});

/** The Auth.js endpoints the Google flow uses, by method: its token, the sign-in form's target and Google's return. */
const GOOGLE_FLOW = { GET: ["csrf", "callback/google"], POST: ["signin/google", "callback/google"] } as const;

/**
 * /api/auth/*: only the Google flow's own endpoints reach Auth.js (their answers are the OAuth redirects);
 * every other path, such as its HTML sign-in, sign-out and error pages, is the API's JSON 404.
 */
function googleFlow(method: keyof typeof GOOGLE_FLOW) {
  return handler(async (request: Request) => {
    const action = new URL(request.url).pathname.replace(/^\/api\/auth\//, "");
    if (!(GOOGLE_FLOW[method] as readonly string[]).includes(action)) throw new AppError("not_found");
    return handlers[method](request as NextRequest);
  });
}

export const authRoutes = { GET: googleFlow("GET"), POST: googleFlow("POST") };
