import NextAuth, { type Profile } from "next-auth";
import Google from "next-auth/providers/google";
import { findUserByGoogleId, findUserByUsername, insertUser, updateUser } from "@/db/queries/users";
import type { User } from "@/db/schema";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { adultAttestationFrom } from "./adult-attestation";
import { REMEMBER_SECONDS, claimsFor } from "./session";

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
  { adultAttestedAt }: { adultAttestedAt?: Date } = {},
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
      nickname: profile.name?.trim() || "User",
      profilePhotoUrl: profile.picture ?? null,
    },
  });
}

/**
 * Auth.js runs only the Google OAuth flow (/api/auth/*). Its JWT callback swaps Google's profile for our
 * own session claims, so the cookie it writes is the same session every other sign-in writes.
 * Configured lazily: nothing is read from the environment at build time.
 */
export const { handlers } = NextAuth((request) => {
  const config = env();
  const adultAttestedAt = adultAttestationFrom(request?.headers.get("cookie"));
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
      // A new account needs the 18+ confirmation: without it, back to sign-up, which asks for it.
      async signIn({ account, profile }) {
        if (account?.provider !== "google" || !profile?.sub) return true;
        return (
          (await googleSignInAllowed(googleProfile(profile), adultAttestedAt)) ||
          "/auth?tab=register&error=adult_required"
        );
      },
      async jwt({ token, account, profile }) {
        if (account?.provider !== "google" || !profile?.sub) return token;
        return claimsFor(await userForGoogleProfile(googleProfile(profile), { adultAttestedAt }), true);
      },
    },
  };
});
