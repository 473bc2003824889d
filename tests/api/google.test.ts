import { describe, expect, it } from "vitest";
import { POST as loginRoute } from "@/app/api/login/route";
import { POST as register } from "@/app/api/register/route";
import { findUserByUsername } from "@/db/queries/users";
import { userForGoogleProfile } from "@/lib/auth/google";
import { signedUpBrowser, uniqueEmail } from "../helpers/accounts";
import { TestBrowser } from "../helpers/http";

const adultAttestedAt = new Date();

describe("Google sign-in accounts", () => {
  it("creates a verified account with Google's name and photo, then finds it again by Google id", async () => {
    const email = uniqueEmail("google");
    const created = await userForGoogleProfile(
      {
        sub: "g-1",
        email: email.toUpperCase(),
        emailVerified: true,
        name: "Gia",
        picture: "https://example.com/p.png",
      },
      { locale: "zh-CN", adultAttestedAt },
    );
    expect(created).toMatchObject({
      email,
      username: email,
      emailVerified: true,
      nickname: "Gia",
      firebaseUid: "g-1",
      profilePhotoUrl: "https://example.com/p.png",
      password: null,
      language: "zh-CN",
      aiLanguage: "zh-CN",
    });

    const again = await userForGoogleProfile({ sub: "g-1", email: "changed@example.com", emailVerified: true });
    expect(again.id).toBe(created.id);
  });

  it("falls back to 'User' when Google gives no name", async () => {
    const user = await userForGoogleProfile(
      {
        sub: "g-2",
        email: uniqueEmail("noname"),
        emailVerified: true,
        name: "  ",
      },
      { adultAttestedAt },
    );
    expect(user.nickname).toBe("User");
  });

  it("links to an existing account with the same verified e-mail, keeping its password", async () => {
    const { email } = await signedUpBrowser();
    const linked = await userForGoogleProfile({ sub: "g-3", email, emailVerified: true, name: "Other" });
    const stored = await findUserByUsername({ username: email });
    expect(linked.id).toBe(stored!.id);
    expect(stored).toMatchObject({ firebaseUid: "g-3", nickname: "Sam" });
    expect(stored!.password).toMatch(/^scrypt\$/);
  });

  it("takes over a registration that was never verified, dropping the password whoever registered it chose", async () => {
    const email = uniqueEmail("pending");
    await new TestBrowser().call(register, {
      body: { username: email, nickname: "Pat", password: "secret1", adultAttested: true },
    });
    await userForGoogleProfile({ sub: "g-4", email, emailVerified: true });
    const stored = await findUserByUsername({ username: email });
    expect(stored).toMatchObject({ emailVerified: true, password: null, verificationCode: null });
    const login = await new TestBrowser().call(loginRoute, { body: { username: email, password: "secret1" } });
    expect(login.status).toBe(401);
  });

  it("refuses a profile without a verified e-mail", async () => {
    await expect(userForGoogleProfile({ sub: "g-5", email: uniqueEmail(), emailVerified: false })).rejects.toThrow(
      /verified e-mail/,
    );
    await expect(userForGoogleProfile({ sub: "g-6", email: null, emailVerified: true })).rejects.toThrow(
      /verified e-mail/,
    );
  });
});
