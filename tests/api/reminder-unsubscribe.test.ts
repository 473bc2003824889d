import { describe, expect, it } from "vitest";
import { GET, POST } from "@/app/api/reminders/unsubscribe/route";
import { findReminderSettings, saveReminderSettings } from "@/db/queries/reminder-settings";
import { deleteUserAndData } from "@/db/queries/users";
import type { ReminderKind } from "@/lib/reminders/kinds";
import { unsubscribeToken } from "@/lib/reminders/unsubscribe";
import { signUnsubscribeToken } from "@/lib/reminders/unsubscribe-token";
import { signedUpBrowser } from "../helpers/accounts";
import { TestBrowser } from "../helpers/http";
import { userOf } from "../helpers/users";

/** Every reminder setting on, and none at its default: a change to any of them shows. */
const ALL_ON = {
  checkinEnabled: true,
  checkinDay: 3,
  checkinHour: 8,
  followupsEnabled: true,
  quietStart: 23,
  quietEnd: 6,
  email: true,
  push: true,
};

/** An account with every reminder on; its id and a reader of its stored settings (without the change time). */
async function remindedAccount() {
  const { id } = await userOf((await signedUpBrowser()).browser);
  await saveReminderSettings(id, ALL_ON);
  const settings = async () => ({ ...(await findReminderSettings(id))!, updatedAt: undefined });
  return { userId: id, settings };
}

const signedOut = () => new TestBrowser("198.51.100.23");
const path = (token: string) => `/api/reminders/unsubscribe?token=${encodeURIComponent(token)}`;

/** What a mail provider sends for a one-click unsubscribe (RFC 8058): a form body, from no page of ours. */
const oneClick = (token: string) =>
  POST(
    new Request(`http://localhost${path(token)}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://mail.example" },
      body: "List-Unsubscribe=One-Click",
    }),
    undefined as never,
  );

describe("POST /api/reminders/unsubscribe", () => {
  it.each<[ReminderKind, keyof typeof ALL_ON]>([
    ["checkin", "checkinEnabled"],
    ["followup", "followupsEnabled"],
  ])("signed out, a valid %s token turns off that kind only", async (kind, setting) => {
    const { userId, settings } = await remindedAccount();
    const before = await settings();
    const reply = await signedOut().call(POST, { method: "POST", path: path(unsubscribeToken(userId, kind)) });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ kind });
    expect(await settings()).toEqual({ ...before, [setting]: false });
  });

  it("takes the mail provider's form-encoded one-click POST", async () => {
    const { userId, settings } = await remindedAccount();
    const response = await oneClick(unsubscribeToken(userId, "followup"));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ kind: "followup" });
    expect(await settings()).toEqual({ ...ALL_ON, userId, followupsEnabled: false });
    // Again (a second click, a provider's retry): still done, nothing else moves.
    expect((await oneClick(unsubscribeToken(userId, "followup"))).status).toBe(200);
    expect(await settings()).toEqual({ ...ALL_ON, userId, followupsEnabled: false });
  });

  it("works for an account that never changed its reminders: the other settings keep their defaults", async () => {
    const { id } = await userOf((await signedUpBrowser()).browser);
    expect(await findReminderSettings(id)).toBeUndefined();
    expect((await signedOut().call(POST, { method: "POST", path: path(unsubscribeToken(id, "checkin")) })).status).toBe(
      200,
    );
    expect(await findReminderSettings(id)).toMatchObject({
      checkinEnabled: false,
      followupsEnabled: true,
      email: true,
    });
  });

  it("a deleted account's link answers as done: it has nothing left to turn off", async () => {
    const { userId } = await remindedAccount();
    await deleteUserAndData({ id: userId });
    const reply = await signedOut().call(POST, { method: "POST", path: path(unsubscribeToken(userId, "followup")) });
    expect(reply.status).toBe(200);
    expect(await findReminderSettings(userId)).toBeUndefined();
  });

  it("refuses a forged or altered token with 400 invalid_unsubscribe, and changes nothing", async () => {
    const { userId, settings } = await remindedAccount();
    const other = await remindedAccount();
    const before = await settings();
    const token = unsubscribeToken(userId, "checkin");
    const [payload, signature] = token.split(".") as [string, string];
    const otherPayload = unsubscribeToken(other.userId, "checkin").split(".")[0]!;
    const swappedKind = Buffer.from(`followup:${userId}`).toString("base64url");
    const flipped = signature.slice(0, -1) + (signature.endsWith("A") ? "B" : "A");
    const forged = [
      signUnsubscribeToken("not-this-servers-secret", { userId, kind: "checkin" }),
      `${swappedKind}.${signature}`,
      `${otherPayload}.${signature}`,
      `${payload}.${flipped}`,
      `${payload}.${signature.slice(0, 20)}`,
      `${payload}.${signature}.${signature}`,
      payload,
      `${swappedKind}.`,
      "",
    ];
    for (const bad of forged) {
      const reply = await signedOut().call(POST, { method: "POST", path: path(bad) });
      expect(reply.status, bad).toBe(400);
      expect(reply.body, bad).toEqual({
        code: "invalid_unsubscribe",
        message: "This unsubscribe link isn't valid. Change your reminders in Settings → Reminders.",
      });
    }
    expect((await oneClick(`${swappedKind}.${signature}`)).status).toBe(400);
    expect(await settings()).toEqual(before);
    expect(await other.settings()).toEqual({ ...ALL_ON, userId: other.userId });
  });

  it("without a token is a 400 too", async () => {
    const reply = await signedOut().call(POST, { method: "POST", path: "/api/reminders/unsubscribe" });
    expect(reply.status).toBe(400);
    expect(reply.body.code).toBe("invalid_input");
  });

  it("GET is no unsubscribe (mail scanners open links): 405, nothing changes", async () => {
    const { userId, settings } = await remindedAccount();
    const before = await settings();
    const reply = await signedOut().call(GET, { path: path(unsubscribeToken(userId, "followup")) });
    expect(reply.status).toBe(405);
    expect(reply.body.code).toBe("method_not_allowed");
    expect(reply.headers.get("allow")).toBe("POST");
    expect(await settings()).toEqual(before);
  });
});
