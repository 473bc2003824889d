import { describe, expect, it, vi } from "vitest";
import { PATCH as rename } from "@/app/api/conversations/[id]/route";
import { GET as listConversations } from "@/app/api/conversations/route";
import { POST as forgotPassword } from "@/app/api/forgot-password/route";
import { POST as saveProfile } from "@/app/api/onboarding/route";
import { POST as register } from "@/app/api/register/route";
import { signedUpBrowser, uniqueEmail } from "../helpers/accounts";
import { sendChat, storedMessages, waitForMessages } from "../helpers/chat";
import { TestBrowser } from "../helpers/http";
import { storedUser } from "../helpers/users";

vi.stubEnv("OFFLINE_ADVISOR_TOKEN_MS", "0");

const NUL = "\u0000";
const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F]/;

/** The seven places an outside probe got a 500 (and the query's parameters in the log) with one NUL. */
describe("a NUL character in any text", () => {
  it("chat text and conversation title: stored without it", async () => {
    const { browser } = await signedUpBrowser();
    const conversationId = crypto.randomUUID();
    const reply = await sendChat(browser, { conversationId, text: `We argued${NUL} again` });
    expect(reply.status).toBe(200);
    const rows = await waitForMessages(conversationId, (r) => r.length === 2);
    expect(rows[0]!.content).toBe("We argued again");

    const renamed = await browser.call(rename, {
      method: "PATCH",
      body: { title: `Chores${NUL}\u0007` },
      context: { params: Promise.resolve({ id: conversationId }) },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ title: "Chores" });
    expect((await storedMessages(conversationId)).every((m) => !CONTROL.test(m.content))).toBe(true);
  });

  it("the q and cursor query parameters: a 200 and a 400, never a 500", async () => {
    const { browser } = await signedUpBrowser();
    const search = await browser.call(listConversations, { path: `/api/conversations?q=a${encodeURIComponent(NUL)}b` });
    expect(search.status).toBe(200);
    const cursor = Buffer.from(`2026-01-01T00:00:00.000Z|id${NUL}`).toString("base64url");
    const paged = await browser.call(listConversations, { path: `/api/conversations?cursor=${cursor}` });
    expect(paged.status).toBe(400);
    expect(paged.body).toMatchObject({ code: "invalid_cursor" });
    const raw = await browser.call(listConversations, { path: `/api/conversations?cursor=${encodeURIComponent(NUL)}` });
    expect(raw.status).toBe(200); // nothing left after normalising: the first page
  });

  it("profile fields at onboarding and at registration", async () => {
    const { browser, email } = await signedUpBrowser();
    const saved = await browser.call(saveProfile, {
      body: {
        nickname: `Mia${NUL}`,
        relationshipStatus: "Dating",
        age: "29",
        aiTone: "therapist",
        partnerNickname: `Leo${NUL}`,
      },
    });
    expect(saved.status).toBe(200);
    expect(await storedUser(email)).toMatchObject({ nickname: "Mia", partnerNickname: "Leo" });

    const newcomer = uniqueEmail("nul");
    const registered = await new TestBrowser("198.51.100.4").call(register, {
      body: {
        username: newcomer,
        nickname: `Sam${NUL}my`,
        password: "secret1",
        adultAttested: true,
        onboardingData: { partnerNickname: `Al${NUL}ex`, relationshipGoals: `Trust${NUL}` },
      },
    });
    expect(registered.status).toBe(201);
    expect(await storedUser(newcomer)).toMatchObject({
      nickname: "Sammy",
      partnerNickname: "Alex",
      relationshipGoals: "Trust",
    });
  });

  it("the forgot-password e-mail", async () => {
    const reply = await new TestBrowser().call(forgotPassword, { body: { email: `someone${NUL}@example.com` } });
    expect(reply.status).toBe(200);
  });
});
