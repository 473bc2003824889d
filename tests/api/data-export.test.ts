import { eq } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it, vi } from "vitest";
import { POST as adviceFeedback } from "@/app/api/advice/[id]/feedback/route";
import { PUT as remindAdvice } from "@/app/api/advice/[id]/reminder/route";
import { POST as checkIn } from "@/app/api/checkins/route";
import { POST as addMemory } from "@/app/api/memory/route";
import { POST as messageFeedback } from "@/app/api/messages/[id]/feedback/route";
import { POST as subscribePush } from "@/app/api/push/subscriptions/route";
import { PUT as reminderSettings } from "@/app/api/reminders/settings/route";
import { PUT as saveSafetyPlan } from "@/app/api/safety-plan/route";
import { POST as acknowledgeNotice } from "@/app/api/safety-notice/route";
import { PATCH as changeSettings } from "@/app/api/settings/route";
import { DELETE as deleteAccount } from "@/app/api/user/delete/route";
import { GET as download } from "@/app/api/user/export/[id]/route";
import { GET as exportState, POST as requestExport } from "@/app/api/user/export/route";
import { getDb } from "@/db/client";
import { listOutboxEmails } from "@/db/queries/outbox";
import { conversations, dataExports, images, messages } from "@/db/schema";
import type { ExportDocument } from "@/lib/export/export-document";
import { BACKGROUND_EXPORT_ITEMS, EXPORT_DOWNLOAD_HOURS } from "@/lib/export/data-export";
import { LOCALES } from "@/lib/i18n/locales";
import { MESSAGES } from "@/lib/i18n/messages";
import { REMINDER_DEFAULTS } from "@/lib/reminders/defaults";
import { signedUpBrowser } from "../helpers/accounts";
import { askAdvice, sendFollowUp, waitForAdvice } from "../helpers/advice";
import { sendChat, waitForMessages } from "../helpers/chat";
import { TestBrowser } from "../helpers/http";
import { photoJpeg, uploadImage } from "../helpers/images";
import { pushKeys } from "../helpers/push";
import { makeCodes, redeem } from "../helpers/redeem";
import { setUser, userOf } from "../helpers/users";

vi.stubEnv("APP_URL", "https://hearth.test");

const ctx = (id: string) => ({ context: { params: Promise.resolve({ id }) } });

async function ask(browser: TestBrowser) {
  return browser.call(requestExport, { path: "/api/user/export", method: "POST" });
}

/** Asks for an export that is ready at once; its id. */
async function readyExport(browser: TestBrowser) {
  const reply = await ask(browser);
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  const started = reply.body.export as { id: string; status: string; expiresAt: string };
  expect(started.status).toBe("ready");
  return started;
}

/** Downloads an export: the zip's files, or the JSON refusal. */
async function fetchExport(browser: TestBrowser, id: string) {
  const response = await browser.send(download, { path: `/api/user/export/${id}`, ...ctx(id) });
  if (!response.ok) {
    return { ok: false as const, status: response.status, body: (await response.json()) as Record<string, unknown> };
  }
  expect(response.headers.get("content-type")).toBe("application/zip");
  expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="hearth-data-[\d-]+\.zip"$/);
  const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
  return {
    ok: true as const,
    status: response.status,
    files,
    json: JSON.parse(strFromU8(files["data.json"]!)) as ExportDocument,
    markdown: strFromU8(files["data.md"]!),
  };
}

/** Downloads an export that must be there: its zip's files and their contents. */
async function downloadZip(browser: TestBrowser, id: string) {
  const got = await fetchExport(browser, id);
  if (!got.ok) throw new Error(`expected the zip, got ${got.status} ${JSON.stringify(got.body)}`);
  return got;
}

const exportRows = async (userId: string) =>
  (await getDb()).select().from(dataExports).where(eq(dataExports.userId, userId));

/** An account with data of every kind the export covers, made through the API where it can be. */
async function accountWithEverything() {
  const account = await signedUpBrowser({ nickname: "Robin" });
  const { browser } = account;
  await setUser(browser, {
    relationshipStatus: "married",
    partnerNickname: "Alex",
    personalGoals: "Listen before answering",
    subscriptionStatus: "active",
    subscriptionPlan: "pro_monthly",
    subscriptionExpiresAt: new Date(Date.now() + 20 * 86_400_000),
    stripeCustomerId: `cus_export_${crypto.randomUUID().slice(0, 8)}`,
    stripeSubscriptionId: "sub_export_1",
  });
  expect((await browser.call(changeSettings, { method: "PATCH", body: { aiLanguage: "zh-TW" } })).status).toBe(200);
  const timeZone = "Asia/Taipei";
  expect((await browser.call(changeSettings, { method: "PATCH", body: { timeZone } })).status).toBe(200);
  expect((await browser.call(acknowledgeNotice, { body: {} })).status).toBe(200);

  const image = await uploadImage(browser, await photoJpeg());
  expect(image.status).toBe(200);
  const imageId = image.body.id as string;
  const conversationId = crypto.randomUUID();
  const userMessageId = crypto.randomUUID();
  const chatText = "We keep arguing about whose turn it is to cook.";
  const reply = await sendChat(browser, { conversationId, messageId: userMessageId, text: chatText });
  expect(reply.status).toBe(200);
  // The image goes on the message as the chat would put it there, without reading it (OCR takes seconds;
  // tests/api/images.test.ts sends images through the chat).
  await (await getDb()).update(images).set({ conversationId, messageId: userMessageId }).where(eq(images.id, imageId));
  const { id: userId } = await userOf(browser);
  const rows = await waitForMessages(conversationId, (r) => r.some((m) => m.role === "assistant"));
  const assistant = rows.find((m) => m.role === "assistant")!;
  expect((await browser.call(messageFeedback, { ...ctx(assistant.id), body: { helpful: true } })).status).toBe(200);
  // A reply whose model failed, and one cut off mid-stream: the API does not make these on demand.
  const failedId = crypto.randomUUID();
  const partialId = crypto.randomUUID();
  await (await getDb()).insert(messages).values([
    { id: failedId, conversationId, userId, role: "assistant", content: "", status: "failed", replyTo: userMessageId },
    { id: partialId, conversationId, userId, role: "assistant", content: "Half a thou", status: "streaming" },
  ]);

  const { id: adviceId, reply: analysis } = await askAdvice(browser, { situation: "Dinner got cold while we argued." });
  expect(analysis.status).toBe(200);
  await waitForAdvice(adviceId, (row) => row.status === "complete");
  expect((await sendFollowUp(browser, adviceId, "I apologised and we cooked together.")).status).toBe(200);
  const advice = await waitForAdvice(adviceId, (row) => row.followUpStatus === "complete");
  expect((await browser.call(adviceFeedback, { ...ctx(adviceId), body: { helpful: false } })).status).toBe(200);

  const [code] = await makeCodes({ type: "1_month" });
  expect((await redeem(browser, code!.code)).status).toBe(200);

  const safetyPlan = {
    warningSigns: ["I stop answering my friends"],
    coping: ["A walk around the block", "# not a heading"],
    people: [],
    professionals: ["Emergency: 999"],
    safer: ["Keep a bag packed with my documents"],
  };
  expect((await browser.call(saveSafetyPlan, { method: "PUT", body: safetyPlan })).status).toBe(200);
  const remembered = { text: "Sam works nights on weekdays", kind: "topic" };
  expect((await browser.call(addMemory, { path: "/api/memory", body: remembered })).status).toBe(201);
  const checkin = {
    answers: { satisfaction: 5, closeness: 4, heard: 3, conflict: 2, fun: 6 },
    note: "# We walked by the river on Sunday",
  };
  const checkedIn = await browser.call(checkIn, { path: "/api/checkins", body: checkin });
  expect(checkedIn.status).toBe(201);
  const reminding = { checkinEnabled: true, checkinDay: 3, checkinHour: 8 };
  expect((await browser.call(reminderSettings, { method: "PUT", body: reminding })).status).toBe(200);
  const reminder = await browser.call(remindAdvice, {
    method: "PUT",
    body: { when: "in_2_days" },
    context: { params: Promise.resolve({ id: adviceId }) },
  });
  expect(reminder.status).toBe(200);
  const device = { endpoint: `http://127.0.0.1:9/push/${crypto.randomUUID()}`, keys: pushKeys().keys };
  expect((await browser.call(subscribePush, { body: device })).status).toBe(201);

  return {
    ...account,
    user: await userOf(browser),
    chatText,
    conversationId,
    userMessageId,
    assistant,
    failedId,
    partialId,
    imageId,
    advice,
    code: code!.code,
    safetyPlan,
    remembered,
    timeZone,
    reminding,
    reminderDue: (reminder.body.reminder as { dueAt: string }).dueAt,
    checkin: {
      ...checkin,
      week: checkedIn.body.week as string,
      date: (checkedIn.body.checkin as { date: string }).date,
    },
  };
}

describe("data export round trip", () => {
  it("has every kind of data in data.json and data.md, the image bytes, and nothing secret", async () => {
    const a = await accountWithEverything();
    const started = await readyExport(a.browser);
    const expires = new Date(started.expiresAt).getTime();
    expect(Math.abs(expires - Date.now() - EXPORT_DOWNLOAD_HOURS * 3600_000)).toBeLessThan(60_000);
    expect((await a.browser.call(exportState)).body.export).toMatchObject({ id: started.id, status: "ready" });

    const { json, markdown, files } = await downloadZip(a.browser, started.id);

    expect(json.profile).toMatchObject({
      id: a.user.id,
      email: a.email,
      nickname: "Robin",
      relationshipStatus: "married",
      partnerNickname: "Alex",
      personalGoals: "Listen before answering",
    });
    expect(json.settings).toMatchObject({
      language: "en",
      aiLanguage: "zh-TW",
      aiTone: a.user.aiTone,
      timeZone: a.timeZone,
    });
    expect(json.safety.adultAttestedAt).not.toBeNull();
    expect(json.safety.safetyNoticeAcknowledgedAt).not.toBeNull();
    expect(json.subscription).toMatchObject({
      status: "active",
      plan: "pro_monthly",
      providerCustomerId: a.user.stripeCustomerId,
      providerSubscriptionId: "sub_export_1",
      grantedPro: { source: "redeem_code" },
    });

    const [conversation] = json.conversations;
    expect(conversation!.id).toBe(a.conversationId);
    const byId = Object.fromEntries(conversation!.messages.map((m) => [m.id, m]));
    expect(byId[a.userMessageId]).toMatchObject({ role: "user", content: a.chatText, imageIds: [a.imageId] });
    expect(byId[a.assistant.id]).toMatchObject({
      role: "assistant",
      content: a.assistant.content,
      state: "complete",
      feedback: "helpful",
      replyTo: a.userMessageId,
    });
    expect(byId[a.failedId]).toMatchObject({ state: "failed" });
    expect(byId[a.partialId]).toMatchObject({ state: "partial", content: "Half a thou" });

    expect(json.images).toEqual([
      expect.objectContaining({ id: a.imageId, file: `images/${a.imageId}.jpg`, messageId: a.userMessageId }),
    ]);
    expect([...files[`images/${a.imageId}.jpg`]!.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);

    expect(json.adviceRequests).toEqual([
      expect.objectContaining({
        id: a.advice.id,
        situation: "Dinner got cold while we argued.",
        analysis: a.advice.analysis,
        feedback: "unhelpful",
        followUp: expect.objectContaining({
          text: "I apologised and we cooked together.",
          analysis: a.advice.followUpAnalysis,
          state: "complete",
        }),
      }),
    ]);
    expect(json.redeemHistory).toEqual([expect.objectContaining({ code: a.code, type: "1_month", durationDays: 30 })]);
    expect(json.safetyPlan).toEqual({
      ...a.safetyPlan,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });

    // The chat above taught memory too: every item is there, the person's own among them.
    expect(json.memory.enabled).toBe(true);
    expect(json.memory.items).toContainEqual(
      expect.objectContaining({ ...a.remembered, source: "user", addedByYou: true }),
    );
    expect(json.memory.items).toContainEqual(expect.objectContaining({ source: "conversation", addedByYou: false }));
    expect(json.checkins).toEqual([{ ...a.checkin, createdAt: expect.any(String), updatedAt: expect.any(String) }]);
    expect(json.reminders).toEqual({
      settings: { ...REMINDER_DEFAULTS, ...a.reminding },
      scheduled: [
        {
          kind: "followup",
          opens: `/advice/${a.advice.id}#follow-up`,
          dueAt: a.reminderDue,
          status: "pending",
          emailSentAt: null,
          pushSentAt: null,
        },
      ],
      pushDevices: [{ service: "http://127.0.0.1:9", subscribedAt: expect.any(String) }],
    });

    const raw = strFromU8(files["data.json"]!);
    for (const secret of ["password", "verificationCode", "resetPasswordToken", a.user.password!]) {
      expect(raw).not.toContain(secret);
    }

    for (const text of [
      "# Your Hearth data",
      "## Conversations",
      `> ${a.chatText}`,
      `> ${a.assistant.content.split("\n")[0]}`,
      "This reply failed.",
      `- ${a.remembered.text} (Recurring topic)`,
      "This reply was cut off before it was finished.",
      `images/${a.imageId}.jpg`,
      "You marked this helpful.",
      "## Advice requests",
      "> Dinner got cold while we argued.",
      `**What to do differently**`,
      a.advice.analysis!.script,
      "> I apologised and we cooked together.",
      a.advice.followUpAnalysis!.script,
      "You marked this not helpful.",
      `${a.code}: 30 days of Pro`,
      "Partner's nickname: Alex",
      "- Status: active",
      "## Safety plan",
      "- Time zone: Asia/Taipei",
      "## Reminders\n\n- Remind me to check in each week: Wednesday 8:00\n- Ask me how it went: on",
      '- "How did it go?" reminder · ',
      "- Notifications through http://127.0.0.1:9 · ",
      "## Weekly check-ins",
      `- ${a.checkin.date} (${a.checkin.week}): Satisfied 5, Close 4, Heard 3, Conflict 2, Fun 6\n  > ${a.checkin.note}`,
      "**What helps me cope**\n\n> - A walk around the block\n> - # not a heading",
      "**Making my situation safer**\n\n> - Keep a bag packed with my documents",
    ]) {
      expect(markdown).toContain(text);
    }
    // A list the person left empty gets no heading.
    expect(markdown).not.toContain("People and places that help");
  }, 60_000);

  it("writes data.md in the user's interface language", async () => {
    const { browser } = await signedUpBrowser();
    await browser.call(changeSettings, { method: "PATCH", body: { language: "zh-TW" } });
    const conversationId = crypto.randomUUID();
    await sendChat(browser, { conversationId, text: "我們又吵架了。" });
    await waitForMessages(conversationId, (r) => r.some((m) => m.role === "assistant"));
    const got = await downloadZip(browser, (await readyExport(browser)).id);
    expect(got.markdown).toContain("# 你的 Hearth 資料");
    expect(got.markdown).toContain("## 對話");
    expect(got.markdown).toContain("**你** · ");
    expect(got.markdown).toContain("> 我們又吵架了。");
    expect(got.markdown).toContain("## 安全計畫\n\n無。");
    expect(got.json.safetyPlan).toBeNull();
  });
});

describe("who may download, and how often", () => {
  it("is the owner's alone: anyone else gets 404, signed out 401, and the export stays", async () => {
    const owner = await signedUpBrowser();
    const other = await signedUpBrowser();
    const { id } = await readyExport(owner.browser);
    expect(await fetchExport(other.browser, id)).toMatchObject({ status: 404, body: { code: "not_found" } });
    expect((await other.browser.call(exportState)).body).toEqual({ export: null });
    expect(await fetchExport(new TestBrowser(), id)).toMatchObject({ status: 401 });
    expect(await fetchExport(owner.browser, "not an id!")).toMatchObject({ status: 400 });
    expect(await fetchExport(owner.browser, id)).toMatchObject({ status: 200 });
  });

  it("downloads once: the second time is 410, and the bytes are gone from the database", async () => {
    const { browser } = await signedUpBrowser();
    const { id } = await readyExport(browser);
    const both = await Promise.all([fetchExport(browser, id), fetchExport(browser, id)]);
    expect(both.map((r) => r.status).toSorted()).toEqual([200, 410]);
    expect(await fetchExport(browser, id)).toMatchObject({
      status: 410,
      body: { code: "export_gone", message: expect.stringContaining("already been downloaded or has expired") },
    });
    const [row] = await exportRows((await userOf(browser)).id);
    expect(row).toMatchObject({ status: "downloaded", data: null });
    expect((await browser.call(exportState)).body.export).toMatchObject({ id, status: "downloaded" });
  });

  it("expires: after its time it is gone, and settings shows none", async () => {
    const { browser } = await signedUpBrowser();
    const { id } = await readyExport(browser);
    await (
      await getDb()
    )
      .update(dataExports)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(dataExports.id, id));
    expect(await fetchExport(browser, id)).toMatchObject({ status: 410, body: { code: "export_gone" } });
    expect((await browser.call(exportState)).body).toEqual({ export: null });
  });

  it("allows one export an hour: the next is 429 with the wait, translated, and changes nothing", async () => {
    const { browser } = await signedUpBrowser();
    const { id } = await readyExport(browser);
    const again = await ask(browser);
    expect(again.status).toBe(429);
    expect(again.body).toMatchObject({ code: "rate_limited", message: expect.any(String) });
    expect(again.body.waitTime).toBeGreaterThan(3500);
    expect(again.headers.get("retry-after")).toBe(String(again.body.waitTime));
    const rows = await exportRows((await userOf(browser)).id);
    expect(rows.map((r) => [r.id, r.status])).toEqual([[id, "ready"]]);
  });

  it("is not there to download while it is being prepared (409), and reads as failed once its build has died", async () => {
    const { browser } = await signedUpBrowser();
    const { id: userId } = await userOf(browser);
    const db = await getDb();
    const [row] = await db
      .insert(dataExports)
      .values({ userId, expiresAt: new Date(Date.now() + 60_000) })
      .returning();
    expect(await fetchExport(browser, row!.id)).toMatchObject({ status: 409, body: { code: "export_not_ready" } });
    expect((await browser.call(exportState)).body.export).toMatchObject({ id: row!.id, status: "preparing" });
    await db
      .update(dataExports)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(dataExports.id, row!.id));
    expect((await browser.call(exportState)).body.export).toMatchObject({ id: row!.id, status: "failed" });
    expect(await fetchExport(browser, row!.id)).toMatchObject({ status: 410, body: { code: "export_gone" } });
  });

  it("is deleted with the account", async () => {
    const { browser } = await signedUpBrowser();
    const { id: userId } = await userOf(browser);
    await readyExport(browser);
    expect(await exportRows(userId)).toHaveLength(1);
    expect((await browser.call(deleteAccount, { method: "DELETE" })).status).toBe(200);
    expect(await exportRows(userId)).toEqual([]);
  });
});

describe("a large account", () => {
  it("is prepared in the background, announced by e-mail with a link to settings, then downloadable", async () => {
    const { browser, email } = await signedUpBrowser();
    const { id: userId } = await userOf(browser);
    const conversationId = crypto.randomUUID();
    const db = await getDb();
    await db.insert(conversations).values({ id: conversationId, userId, title: "A long story" });
    const start = Date.now() - 10_000_000;
    await db.insert(messages).values(
      Array.from({ length: BACKGROUND_EXPORT_ITEMS + 1 }, (_, i) => ({
        conversationId,
        userId,
        role: i % 2 ? ("assistant" as const) : ("user" as const),
        content: `message number ${i}`,
        timestamp: new Date(start + i * 1000),
      })),
    );

    const reply = await ask(browser);
    expect(reply.status).toBe(202);
    const { id, status } = reply.body.export as { id: string; status: string };
    expect(status).toBe("preparing");

    await expect
      .poll(async () => ((await browser.call(exportState)).body.export as { status: string }).status, {
        timeout: 20_000,
        interval: 100,
      })
      .toBe("ready");
    const [mail] = await listOutboxEmails({ to: email });
    expect(mail).toMatchObject({ subject: "Your Hearth data is ready to download" });
    expect(mail!.text).toContain("https://hearth.test/settings#settings-data");
    expect(mail!.text).not.toContain("message number");
    expect(mail!.html).not.toContain(id);

    const got = await downloadZip(browser, id);
    expect(got.json.conversations[0]!.messages).toHaveLength(BACKGROUND_EXPORT_ITEMS + 1);
    expect(got.markdown).toContain(`> message number ${BACKGROUND_EXPORT_ITEMS}`);
  });
});

describe("the privacy policy", () => {
  it("states the export's window and limit as the code enforces them, in every language", async () => {
    const { RATE_LIMITS } = await import("@/lib/limits/rate-limit");
    expect(RATE_LIMITS.dataExportPerAccount).toEqual({ limit: 1, windowSeconds: 3600 });
    const hours = {
      en: `within ${EXPORT_DOWNLOAD_HOURS} hours`,
      "zh-TW": `${EXPORT_DOWNLOAD_HOURS} 小時`,
      "zh-CN": `${EXPORT_DOWNLOAD_HOURS} 小时`,
    };
    const hourly = { en: "one export an hour", "zh-TW": "每小時可申請一次匯出", "zh-CN": "每小时可申请一次导出" };
    for (const locale of LOCALES) {
      const { items } = MESSAGES[locale].legal.privacy.sections.export;
      expect(items.once).toContain(hours[locale]);
      expect(items.limit).toContain(hourly[locale]);
    }
  });

  it("lists the safety plan among what the export holds and what deletion removes, in every language", () => {
    const plan = { en: "safety plan", "zh-TW": "安全計畫", "zh-CN": "安全计划" };
    for (const locale of LOCALES) {
      const { sections } = MESSAGES[locale].legal.privacy;
      expect(sections.export.items.contents).toContain(plan[locale]);
      expect(sections.retention.body).toContain(plan[locale]);
      expect(sections.collect.items.safetyPlan).toContain(plan[locale]);
      expect(MESSAGES[locale].dataExport.explain).toContain(plan[locale]);
    }
  });
});
