import { beforeEach, describe, expect, it, vi } from "vitest";
import { check } from "../helpers/schema-check";

// The module is loaded inside each test, so its schemas (built when it loads) are what the tests hold.
const load = () => import("@/lib/auth/schemas");
const rules = () => import("@/lib/auth/password-rules");
beforeEach(() => {
  vi.resetModules();
});

const long = (length: number, unit = "a") => unit.repeat(length);
const address = (length: number) => `${long(length - "@example.com".length)}@example.com`;

describe("sign-in and sign-up", () => {
  it("takes an address lower-cased and trimmed, up to 320 characters, and a password of 6 to 200", async () => {
    const { loginSchema } = await load();
    expect(check(loginSchema, { username: "  Robin@Example.COM ", password: "secret" })).toEqual({
      data: { username: "robin@example.com", password: "secret", rememberMe: true },
    });
    expect(check(loginSchema, { username: address(320), password: long(200), rememberMe: false })).toEqual({
      data: { username: address(320), password: long(200), rememberMe: false },
    });
    expect(check(loginSchema, { username: address(321), password: "12345" })).toEqual({
      errors: { username: "validation.tooLong", password: "validation.passwordMin6" },
    });
    expect(check(loginSchema, { username: "robin", password: long(201) })).toEqual({
      errors: { username: "validation.email", password: "validation.tooLong" },
    });
    expect(check(loginSchema, { username: "a@b.co", password: "pass\u0000word" })).toEqual({
      errors: { password: "validation.invalidCharacters" },
    });
  });

  it("registers with a display name of 2 to 50 characters and the adult confirmation, nothing less", async () => {
    const { registerSchema } = await load();
    const account = { username: "a@b.co", nickname: "Ro", password: "secret", adultAttested: true };
    expect(check(registerSchema, account)).toEqual({ data: account });
    expect(check(registerSchema, { ...account, nickname: long(50) })).toEqual({
      data: { ...account, nickname: long(50) },
    });
    expect(check(registerSchema, { ...account, nickname: " R ", adultAttested: false })).toEqual({
      errors: { nickname: "validation.displayNameMin", adultAttested: "validation.adultRequired" },
    });
    expect(check(registerSchema, { ...account, nickname: long(51) })).toEqual({
      errors: { nickname: "validation.tooLong" },
    });
  });

  it("asks the sign-up form for the terms, the adult confirmation and the same password twice", async () => {
    const { registerFormSchema } = await load();
    const form = { username: "a@b.co", nickname: "Ro", password: "secret", confirmPassword: "secret" };
    expect(check(registerFormSchema, { ...form, terms: true, adultAttested: true })).toEqual({
      data: { ...form, terms: true, adultAttested: true },
    });
    expect(check(registerFormSchema, { ...form, terms: false, adultAttested: false })).toEqual({
      errors: { terms: "validation.acceptTerms", adultAttested: "validation.adultRequired" },
    });
    expect(check(registerFormSchema, { ...form, confirmPassword: "secreT", terms: true, adultAttested: true })).toEqual(
      { errors: { confirmPassword: "validation.passwordsDoNotMatch" } },
    );
  });

  it("makes a guest or a Google account only with the adult confirmation", async () => {
    const { guestLoginSchema, adultAttestationSchema } = await load();
    for (const schema of [guestLoginSchema, adultAttestationSchema]) {
      expect(check(schema, { adultAttested: true })).toEqual({ data: { adultAttested: true } });
      expect(check(schema, {})).toEqual({ errors: { adultAttested: "validation.adultRequired" } });
    }
  });
});

describe("e-mail codes and password resets", () => {
  it("checks a six-digit code for an address", async () => {
    const { verifyEmailSchema, sendVerificationSchema } = await load();
    expect(check(verifyEmailSchema, { email: " A@B.co ", code: "012345" })).toEqual({
      data: { email: "a@b.co", code: "012345" },
    });
    expect(check(verifyEmailSchema, { email: "", code: "12345" })).toEqual({
      errors: { email: "validation.emailNotFound", code: "validation.code6" },
    });
    expect(check(verifyEmailSchema, { email: address(321), code: "1234567" })).toEqual({
      errors: { email: "validation.tooLong", code: "validation.code6" },
    });
    expect(check(verifyEmailSchema, { email: "a@b", code: "12345a" })).toEqual({
      errors: { email: "validation.email", code: "validation.code6" },
    });
    expect(check(sendVerificationSchema, { email: "nobody" })).toEqual({ errors: { email: "validation.email" } });
  });

  it("asks for a reset by any identifier up to 320 characters", async () => {
    const { forgotPasswordSchema } = await load();
    expect(check(forgotPasswordSchema, { email: " Robin " })).toEqual({ data: { email: "robin" } });
    expect(check(forgotPasswordSchema, { email: "  " })).toEqual({
      errors: { email: "validation.identifierRequired" },
    });
    expect(check(forgotPasswordSchema, { email: long(321) })).toEqual({ errors: { email: "validation.tooLong" } });
  });

  it("resets to a password of 8+ with upper and lower case and a digit, with a token of 1 to 200", async () => {
    const { resetPasswordSchema, resetPasswordFormSchema } = await load();
    expect(check(resetPasswordSchema, { token: long(200), password: "Abcdefg1" })).toEqual({
      data: { token: long(200), password: "Abcdefg1" },
    });
    for (const weak of ["Abcdef1", "abcdefg1", "ABCDEFG1", "Abcdefgh", long(194, "A") + "bcdefg1"]) {
      expect(check(resetPasswordSchema, { token: "t", password: weak })).toEqual({
        errors: { password: weak.length > 200 ? "validation.tooLong" : "validation.passwordRequirements" },
      });
    }
    expect(check(resetPasswordSchema, { token: "", password: "Abcdefg1" })).toEqual({
      errors: { token: "validation.invalidResetToken" },
    });
    expect(check(resetPasswordSchema, { token: long(201), password: "Abcdefg1" })).toEqual({
      errors: { token: "validation.invalidResetToken" },
    });
    expect(check(resetPasswordFormSchema, { password: "Abcdefg1", confirmPassword: "Abcdefg2" })).toEqual({
      errors: { confirmPassword: "validation.passwordsDoNotMatch" },
    });
  });
});

describe("changing the password and the language", () => {
  it("changes to a password of 8+ with an uppercase letter and a digit, given the current one", async () => {
    const { changePasswordSchema, changePasswordFormSchema } = await load();
    expect(check(changePasswordSchema, { currentPassword: "x", newPassword: "ABCDEFG1" })).toEqual({
      data: { currentPassword: "x", newPassword: "ABCDEFG1" },
    });
    for (const weak of ["Abcdef1", "abcdefg1", "Abcdefgh"]) {
      expect(check(changePasswordSchema, { currentPassword: "x", newPassword: weak })).toEqual({
        errors: { newPassword: "validation.newPasswordRules" },
      });
    }
    expect(check(changePasswordSchema, { currentPassword: "", newPassword: `A1${long(199)}` })).toEqual({
      errors: { currentPassword: "validation.currentPasswordRequired", newPassword: "validation.tooLong" },
    });
    expect(check(changePasswordSchema, { currentPassword: long(201), newPassword: "ABCDEFG1" })).toEqual({
      errors: { currentPassword: "validation.tooLong" },
    });
    const form = { currentPassword: "x", newPassword: "ABCDEFG1", confirmPassword: "ABCDEFG2" };
    expect(check(changePasswordFormSchema, form)).toEqual({
      errors: { confirmPassword: "validation.passwordsDontMatch" },
    });
  });

  it("takes only the interface languages", async () => {
    const { languageSchema } = await load();
    expect(check(languageSchema, { language: "zh-TW" })).toEqual({ data: { language: "zh-TW" } });
    expect(check(languageSchema, { language: "fr" })).toEqual({ errors: { language: "validation.language" } });
  });
});

describe("the password checklists", () => {
  it("holds each rule at its edge", async () => {
    const { PASSWORD_RULES, SIGNUP_CHECKLIST } = await rules();
    expect([PASSWORD_RULES.length("1234567"), PASSWORD_RULES.length("12345678")]).toEqual([false, true]);
    expect([PASSWORD_RULES.uppercase("abc1"), PASSWORD_RULES.uppercase("aBc")]).toEqual([false, true]);
    expect([PASSWORD_RULES.lowercase("ABC1"), PASSWORD_RULES.lowercase("AbC")]).toEqual([false, true]);
    expect([PASSWORD_RULES.number("abcD"), PASSWORD_RULES.number("ab9D")]).toEqual([false, true]);
    expect([SIGNUP_CHECKLIST.length("12345"), SIGNUP_CHECKLIST.length("123456")]).toEqual([false, true]);
    expect(Object.keys(SIGNUP_CHECKLIST)).toEqual(["number", "lowercase", "uppercase", "length"]);
    expect([SIGNUP_CHECKLIST.uppercase("a"), SIGNUP_CHECKLIST.lowercase("A"), SIGNUP_CHECKLIST.number("a")]).toEqual([
      false,
      false,
      false,
    ]);
  });
});
