import { z } from "zod";
import { LOCALES } from "@/lib/i18n/locales";
import { onboardingDataSchema } from "@/lib/profile/fields";
import { secret, text } from "@/lib/validation/text";
import { PASSWORD_RULES } from "./password-rules";

// Shared by the forms (lib/client/schema-form.ts, loaded on first use) and the route handlers. Messages are i18n keys under `validation.`.

const email = text()
  .toLowerCase()
  .max(320, { error: "validation.tooLong" })
  .pipe(z.email({ error: "validation.email" }));
const signInPassword = secret().min(6, { error: "validation.passwordMin6" }).max(200, { error: "validation.tooLong" });

/** Hearth is for adults: every way to create an account asks for this, and the time is stored. */
const adultAttested = z.literal(true, { error: "validation.adultRequired" });

export const loginSchema = z.object({
  username: email,
  password: signInPassword,
  rememberMe: z.boolean().default(true),
});

export const registerSchema = z.object({
  username: email,
  nickname: text().min(2, { error: "validation.displayNameMin" }).max(50, { error: "validation.tooLong" }),
  password: signInPassword,
  adultAttested,
  onboardingData: onboardingDataSchema.optional(),
});

export const registerFormSchema = registerSchema
  .omit({ onboardingData: true })
  .extend({
    confirmPassword: secret(),
    terms: z.boolean().refine((accepted) => accepted, { error: "validation.acceptTerms" }),
    adultAttested: z.boolean().refine((adult) => adult, { error: "validation.adultRequired" }),
  })
  .refine((form) => form.password === form.confirmPassword, {
    error: "validation.passwordsDoNotMatch",
    path: ["confirmPassword"],
  });

/** A guest account is an account too: the same confirmation. */
export const guestLoginSchema = z.object({ adultAttested });

/** Confirming before a Google sign-up (which creates the account on Google's callback). */
export const adultAttestationSchema = z.object({ adultAttested });

export const verifyEmailSchema = z.object({
  email: text()
    .toLowerCase()
    .min(1, { error: "validation.emailNotFound" })
    .max(320, { error: "validation.tooLong" })
    .pipe(z.email({ error: "validation.email" })),
  code: text().regex(/^\d{6}$/, { error: "validation.code6" }),
});

export const sendVerificationSchema = z.object({ email });

export const forgotPasswordSchema = z.object({
  email: text()
    .toLowerCase()
    .min(1, { error: "validation.identifierRequired" })
    .max(320, { error: "validation.tooLong" }),
});

const strongPassword = secret()
  .max(200, { error: "validation.tooLong" })
  .refine((p) => Object.values(PASSWORD_RULES).every((rule) => rule(p)), { error: "validation.passwordRequirements" });

export const resetPasswordSchema = z.object({
  token: text().min(1, { error: "validation.invalidResetToken" }).max(200, { error: "validation.invalidResetToken" }),
  password: strongPassword,
});

export const resetPasswordFormSchema = z
  .object({ password: strongPassword, confirmPassword: secret() })
  .refine((form) => form.password === form.confirmPassword, {
    error: "validation.passwordsDoNotMatch",
    path: ["confirmPassword"],
  });

const newPassword = secret()
  .max(200, { error: "validation.tooLong" })
  .refine((p) => PASSWORD_RULES.length(p) && PASSWORD_RULES.uppercase(p) && PASSWORD_RULES.number(p), {
    error: "validation.newPasswordRules",
  });

export const changePasswordSchema = z.object({
  currentPassword: secret()
    .min(1, { error: "validation.currentPasswordRequired" })
    .max(200, { error: "validation.tooLong" }),
  newPassword,
});

export const changePasswordFormSchema = changePasswordSchema
  .extend({ confirmPassword: secret() })
  .refine((form) => form.newPassword === form.confirmPassword, {
    error: "validation.passwordsDontMatch",
    path: ["confirmPassword"],
  });

export const languageSchema = z.object({ language: z.enum(LOCALES, { error: "validation.language" }) });
