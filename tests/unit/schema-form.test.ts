import { describe, expect, it } from "vitest";
import { generateCodesSchema } from "@/lib/admin/schemas";
import { loginSchema, registerFormSchema } from "@/lib/auth/schemas";
import { lazySchema } from "@/lib/client/schema-form";
import { profileFormSchema } from "@/lib/profile/fields";

const signUp = {
  username: "Robin@Example.com",
  nickname: "Robin",
  password: "secret1",
  confirmPassword: "secret1",
  terms: true,
  adultAttested: true,
};

describe("lazySchema: a form's schema, loaded on first use", () => {
  it("loads the schema once, however often the form is checked or focused", async () => {
    let loads = 0;
    const form = lazySchema(async () => {
      loads += 1;
      return loginSchema;
    });
    form.preload();
    form.preload();
    await form.check({ username: "a@b.c", password: "secret1", rememberMe: true });
    await form.check({ username: "", password: "", rememberMe: false });
    expect(loads).toBe(1);
  });

  it("gives the parsed values when they pass: what the route handler receives", async () => {
    const form = lazySchema(async () => registerFormSchema);
    expect(await form.check(signUp)).toEqual({ data: { ...signUp, username: "robin@example.com" } });
  });

  it("names each field's first problem by its message key, and only the fields with one", async () => {
    const form = lazySchema(async () => registerFormSchema);
    const checked = await form.check({
      ...signUp,
      username: "not an e-mail",
      password: "abc",
      confirmPassword: "abc",
      terms: false,
    });
    expect(checked).toEqual({
      errors: {
        username: "validation.email",
        password: "validation.passwordMin6",
        terms: "validation.acceptTerms",
      },
    });
  });

  it("puts a mismatched confirmation on the confirmation field", async () => {
    const form = lazySchema(async () => registerFormSchema);
    expect(await form.check({ ...signUp, confirmPassword: "secret2" })).toEqual({
      errors: { confirmPassword: "validation.passwordsDoNotMatch" },
    });
  });
});

describe("lazySchema: controls that hold text, and a wizard's steps", () => {
  const codes = lazySchema(
    async () => generateCodesSchema,
    (values: { type: string; count: string; maxUses: string }) => ({
      type: values.type,
      count: values.count === "" ? Number.NaN : Number(values.count),
      maxUses: Number(values.maxUses),
    }),
  );

  it("parses what toInput makes of the controls' text, and names the problems by the controls' fields", async () => {
    expect(await codes.check({ type: "1_week", count: "10", maxUses: "2" })).toEqual({
      data: { type: "1_week", count: 10, maxUses: 2, expiresAt: null },
    });
    expect(await codes.check({ type: "1_week", count: "", maxUses: "0" })).toEqual({
      errors: { count: "validation.codeCount", maxUses: "validation.maxUses" },
    });
  });

  const profile = {
    nickname: "Robin",
    relationshipStatus: "dating",
    age: "30",
    aiTone: "",
    partnerNickname: "x".repeat(2001),
  };

  it("gives only the named fields' errors, whatever the others hold", async () => {
    const form = lazySchema(async () => profileFormSchema);
    expect(await form.checkFields(profile, ["nickname", "relationshipStatus", "age"])).toEqual({});
    expect(await form.checkFields({ ...profile, nickname: " ", age: "17" }, ["nickname", "age"])).toEqual({
      nickname: "validation.nicknameRequired",
      age: "validation.ageBetween",
    });
    expect(await form.checkFields(profile, ["aiTone", "partnerNickname"])).toEqual({
      aiTone: "validation.aiToneRequired",
      partnerNickname: "validation.tooLong",
    });
  });
});
