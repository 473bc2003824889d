import "server-only";
import type { z } from "zod";
import { findUserByUsername, insertUser, updateUser } from "@/db/queries/users";
import type { NewUser, User } from "@/db/schema";
import { AppError } from "@/lib/errors";
import type { Locale } from "@/lib/i18n/locales";
import { NEW_ACCOUNT, assertPersonaAllowed } from "@/lib/personas/persona-access";
import { personaIdFrom } from "@/lib/personas/personas";
import type { OnboardingData } from "@/lib/profile/fields";
import { hashPassword } from "./password";
import type { registerSchema } from "./schemas";
import { sendVerificationCode } from "./verification";

/** The profile answers from the pre-login wizard, as user columns; the persona passes the plan's check. */
function profileFrom(data: OnboardingData | undefined, account: User | undefined): Partial<NewUser> {
  if (!data) return {};
  const { aiTone, onboardingCompleted, age, ...text } = data;
  const profile: Partial<NewUser> = Object.fromEntries(Object.entries(text).filter(([, value]) => value));
  if (age) profile.age = age;
  const persona = personaIdFrom(aiTone);
  if (persona) {
    assertPersonaAllowed(account ?? NEW_ACCOUNT, persona);
    profile.aiTone = persona;
  }
  if (onboardingCompleted) profile.onboardingCompleted = true;
  return profile;
}

/**
 * Creates an unverified account and e-mails a code; no session until the address is verified.
 * Registering again over an unverified account replaces its password (an unverified claim proves
 * nothing) and answers `needsVerification`; a verified address is refused.
 */
export async function registerAccount(input: z.output<typeof registerSchema>, locale: Locale) {
  const { username, nickname, password, onboardingData } = input;
  const existing = await findUserByUsername({ username });
  if (existing?.emailVerified) {
    throw new AppError("already_registered");
  }
  const passwordHash = await hashPassword(password);
  const profile = { ...profileFrom(onboardingData, existing), nickname, adultAttestedAt: new Date() };

  if (existing) {
    const updated = await updateUser({
      id: existing.id,
      values: { ...profile, password: passwordHash, language: locale, aiLanguage: locale },
    });
    await sendVerificationCode(updated!, locale).catch(ignoreCooldown);
    throw new AppError("account_not_verified", { fields: { needsVerification: true, email: username } });
  }

  const user = await insertUser({
    values: { ...profile, username, email: username, password: passwordHash, language: locale, aiLanguage: locale },
  });
  await sendVerificationCode(user, locale);
  return { email: username, needsVerification: true as const };
}

/** A code sent under a minute ago is still valid: registering again need not send another. */
function ignoreCooldown(error: unknown) {
  if (!(error instanceof AppError && error.code === "rate_limited")) throw error;
}
