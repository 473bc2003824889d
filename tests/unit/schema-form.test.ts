import { describe, expect, it } from "vitest";
import { loginSchema, registerFormSchema } from "@/lib/auth/schemas";
import { lazySchema } from "@/lib/forms/schema-form";

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
