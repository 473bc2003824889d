import { eq } from "drizzle-orm";
import exifr from "exifr";
import { afterAll, describe, expect, it, vi } from "vitest";
import { POST as chat } from "@/app/api/chat/route";
import { GET as getUser } from "@/app/api/user/route";
import { getDb } from "@/db/client";
import { users } from "@/db/schema";
import { signedUpBrowser } from "../helpers/accounts";
import { sendChat, waitForMessages } from "../helpers/chat";
import { noisyJpeg, photoJpeg, screenshotPng, uploadImage } from "../helpers/images";
import { startOpenAiStandIn } from "../helpers/openai-stand-in";

// The real @ai-sdk/openai provider against a local OpenAI-compatible server (as with Ollama or vLLM).
const standIn = await startOpenAiStandIn();
vi.stubEnv("OPENAI_BASE_URL", standIn.baseURL);
vi.stubEnv("AI_MODEL_BALANCED", "stand-in-balanced");

afterAll(() => standIn.close());

describe("chat through an OpenAI-compatible server", () => {
  it("streams the server's completion, sends the persona, profile and language, and stores the reply", async () => {
    const { browser } = await signedUpBrowser();
    const userId = (await browser.call(getUser)).body.id as string;
    await (
      await getDb()
    )
      .update(users)
      .set({ aiTone: "sage", aiLanguage: "zh-TW", partnerNickname: "Jun" })
      .where(eq(users.id, userId));
    standIn.behave({ chunks: ["Take ", "a breath, ", "then talk."] });

    const conversationId = crypto.randomUUID();
    const reply = await sendChat(browser, { conversationId, text: "We argued last night." });
    expect(reply.status).toBe(200);
    expect(reply.text).toBe("Take a breath, then talk.");
    const start = reply.events.find((e) => e.type === "start") as { messageMetadata: { offline: boolean } };
    expect(start.messageMetadata.offline).toBe(false);

    const request = standIn.requests.at(-1)! as {
      model: string;
      stream: boolean;
      messages: { role: string; content: string }[];
    };
    expect(request).toMatchObject({ model: "stand-in-balanced", stream: true });
    expect(request.messages[0]!.role).toBe("system");
    expect(request.messages[0]!.content).toContain("Persona: sage");
    expect(request.messages[0]!.content).toContain("Traditional Chinese");
    expect(request.messages[0]!.content).toContain("Partner's name: Jun");
    expect(request.messages.at(-1)).toEqual({ role: "user", content: "We argued last night." });

    const rows = await waitForMessages(conversationId, (r) => r.length === 2);
    expect(rows[1]).toMatchObject({ role: "assistant", content: "Take a breath, then talk.", status: "complete" });

    standIn.behave({ chunks: ["Second ", "answer."] });
    await sendChat(browser, { conversationId, text: "And today?" });
    const history = (standIn.requests.at(-1)! as { messages: { role: string; content: string }[] }).messages.slice(1);
    expect(history).toEqual([
      { role: "user", content: "We argued last night." },
      { role: "assistant", content: "Take a breath, then talk." },
      { role: "user", content: "And today?" },
    ]);
  });

  it("a model that fails mid-stream leaves a failed reply (not a complete one) that can be retried", async () => {
    const { browser } = await signedUpBrowser();
    const conversationId = crypto.randomUUID();
    const messageId = crypto.randomUUID();
    standIn.behave({ chunks: ["Half ", "an ", "answer"], failAfter: 2 });
    const broken = await sendChat(browser, { conversationId, messageId, text: "Help?" });
    expect(broken.broken).toBe(false);
    expect(broken.events.find((e) => e.type === "error")).toMatchObject({
      errorText: "Failed to send message. Please try again.",
    });
    expect(broken.events.some((e) => e.type === "finish")).toBe(false);
    let rows = await waitForMessages(conversationId, (r) => r.some((m) => m.role === "assistant"));
    expect(rows.find((m) => m.role === "assistant")).toMatchObject({ status: "failed", content: "Half an " });

    standIn.behave({ chunks: ["A whole ", "answer."] });
    const retried = await sendChat(browser, { conversationId, messageId, text: "Help?" });
    expect(retried.text).toBe("A whole answer.");
    rows = await waitForMessages(conversationId, (r) =>
      r.some((m) => m.role === "assistant" && m.status === "complete"),
    );
    expect(rows.filter((m) => m.role === "user")).toHaveLength(1);
    expect(rows.filter((m) => m.role === "assistant" && m.valid).map((m) => [m.status, m.content])).toEqual([
      ["complete", "A whole answer."],
    ]);
    // The failed try is not sent to the model as history.
    const lastRequest = standIn.requests.at(-1)! as { messages: { role: string }[] };
    expect(lastRequest.messages.map((m) => m.role)).toEqual(["system", "user"]);
  });

  it("a browser that leaves while the model is between chunks still gets the whole reply stored as complete", async () => {
    const { browser } = await signedUpBrowser();
    const conversationId = crypto.randomUUID();
    standIn.behave({ chunks: ["One, ", "two, ", "three."], delayMs: 150 });
    const response = await browser.send(chat, {
      body: { conversationId, messageId: crypto.randomUUID(), text: "Count?" },
    });
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let seen = "";
    while (!seen.includes('"text-delta"')) seen += decoder.decode((await reader.read()).value, { stream: true });
    await new Promise((resolve) => setTimeout(resolve, 30)); // the server now waits for the model's next chunk
    await reader.cancel();

    const rows = await waitForMessages(conversationId, (r) => r.some((m) => m.role === "assistant"));
    expect(rows.find((m) => m.role === "assistant")).toMatchObject({ status: "complete", content: "One, two, three." });
  });

  it("an image goes to the model as an image part beside the text, with no metadata left in it", async () => {
    const { browser } = await signedUpBrowser();
    const { body: image } = await uploadImage(browser, await noisyJpeg(1200, 900));
    standIn.behave({ chunks: ["She sounds hurt."] });
    const reply = await sendChat(browser, {
      conversationId: crypto.randomUUID(),
      text: "What did she mean?",
      imageIds: [image.id as string],
    });
    expect(reply.text).toBe("She sounds hurt.");
    const last = (standIn.requests.at(-1)! as { messages: { role: string; content: unknown }[] }).messages.at(-1)!;
    expect(last.role).toBe("user");
    const content = last.content as (
      { type: "text"; text: string } | { type: "image_url"; image_url: { url: string } }
    )[];
    expect(content[0]).toEqual({ type: "text", text: "What did she mean?" });
    const part = content[1] as { type: "image_url"; image_url: { url: string } };
    expect(part.type).toBe("image_url");
    expect(part.image_url.url).toMatch(/^data:image\/jpeg;base64,/);
    const sent = Buffer.from(part.image_url.url.split(",")[1]!, "base64");
    expect(sent.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(await exifr.parse(sent, true)).toBeUndefined();
    expect(reply.events.some((e) => e.type === "data-help-card")).toBe(false);
  });

  it("a crisis phrase read in an image turns the model's reply safety-first, with the help card before the text", async () => {
    const { browser } = await signedUpBrowser();
    const shot = await screenshotPng(["Me: I want to end my life", "Me: I cannot do this anymore"]);
    const { body: image } = await uploadImage(browser, shot, { name: "shot.png", type: "image/png" });
    standIn.behave({ chunks: ["I'm here ", "with you."] });
    const conversationId = crypto.randomUUID();
    const reply = await sendChat(browser, {
      conversationId,
      text: "What do you think?",
      imageIds: [image.id as string],
    });
    const types = reply.events.map((e) => e.type);
    expect(types[1]).toBe("data-help-card");
    expect(reply.events[1]).toMatchObject({ data: { categories: ["self_harm"], severity: "urgent" } });
    expect(reply.text).toBe("I'm here with you.");
    // The first run (persona prompt) started while the image was read, then gave way to a safety-first one, image and all.
    const last = standIn.requests.at(-1)! as { messages: { role: string; content: unknown }[] };
    expect(last.messages[0]!.content).toContain("SAFETY-FIRST MODE");
    expect(JSON.stringify(last.messages.at(-1)!.content)).toContain("data:image/jpeg;base64,");
    const rows = await waitForMessages(conversationId, (r) => r.length === 2);
    expect(rows[1]).toMatchObject({ content: "I'm here with you.", status: "complete" });
  });

  it("a server whose model cannot take images gets a clear, translated message, not a crash", async () => {
    const { browser } = await signedUpBrowser();
    browser.cookies.set("language", "zh-TW");
    const { body: image } = await uploadImage(browser, await photoJpeg());
    standIn.behave({ chunks: [], refuseWith: 400 });
    const conversationId = crypto.randomUUID();
    const reply = await sendChat(browser, { conversationId, text: "", imageIds: [image.id as string] });
    expect(reply.status).toBe(200);
    expect(reply.events.find((e) => e.type === "error")).toMatchObject({
      errorText: "目前設定的模型無法讀取圖片。請用文字描述圖片內容，或請管理員改用支援圖片的模型。",
    });
    const rows = await waitForMessages(conversationId, (r) => r.length === 2);
    expect(rows[1]).toMatchObject({ role: "assistant", status: "failed" });
    standIn.behave({ chunks: ["ok"] });
  });
});
