import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { GET as voiceSettings } from "@/app/api/voice/route";
import { POST as speech } from "@/app/api/voice/speech/route";
import { POST as transcribe } from "@/app/api/voice/transcribe/route";
import { signedUpBrowser } from "../helpers/accounts";
import { sendChat, waitForMessages } from "../helpers/chat";
import { STAND_IN_AUDIO, startOpenAiStandIn } from "../helpers/openai-stand-in";

// Transcription and speech through the real @ai-sdk/openai provider, against a local stand-in that
// records what it was sent. SPEECH_BASE_URL names it; chat stays on the offline advisor.
const standIn = await startOpenAiStandIn();
vi.stubEnv("SPEECH_BASE_URL", standIn.baseURL);
vi.stubEnv("AI_TRANSCRIPTION_MODEL", "stand-in-whisper");
vi.stubEnv("AI_SPEECH_MODEL", "stand-in-tts");
vi.stubEnv("AI_SPEECH_VOICES", "therapist:coral");

afterAll(() => standIn.close());
// The first account also migrates the in-memory database: made before the tests, under the hook's longer limit.
beforeAll(() => signedUpBrowser());

function recording(bytes: Uint8Array) {
  const form = new FormData();
  form.set("audio", new Blob([new Uint8Array(bytes)], { type: "audio/webm" }), "turn.webm");
  return form;
}

describe("voice through an OpenAI-compatible speech service", () => {
  it("says the server speaks", async () => {
    const { browser } = await signedUpBrowser();
    expect((await browser.call(voiceSettings)).body).toEqual({ server: true });
  });

  it("transcribes a recorded turn; the audio goes to /audio/transcriptions and nowhere else", async () => {
    const { browser } = await signedUpBrowser();
    standIn.behave({ chunks: [], transcript: " We argued about the dishes again. " });
    const audio = Buffer.from("OggS-pretend-opus-audio");
    const reply = await browser.call(transcribe, { path: "/api/voice/transcribe", form: recording(audio) });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ text: "We argued about the dishes again." });
    const sent = standIn.audioRequests.at(-1)!;
    expect(sent.path).toBe("/v1/audio/transcriptions");
    expect(sent.contentType).toMatch(/^multipart\/form-data/);
    expect(sent.body.includes(audio)).toBe(true);
    expect(sent.body.toString()).toContain("stand-in-whisper");
  });

  it("a crisis phrase in a transcript, sent on as the chat message, gets the help card first and a safety-first reply", async () => {
    const { browser } = await signedUpBrowser();
    standIn.behave({ chunks: [], transcript: "我真的不想活了，每天都好痛苦" });
    const heard = await browser.call(transcribe, {
      path: "/api/voice/transcribe",
      form: recording(Buffer.from("OggS")),
    });
    const text = heard.body.text as string;
    expect(text).toBe("我真的不想活了，每天都好痛苦");
    // What the voice panel does with a turn: the transcript goes to the chat as an ordinary message.
    const conversationId = crypto.randomUUID();
    const reply = await sendChat(browser, { conversationId, text }, { "accept-language": "zh-TW,zh;q=0.9" });
    const types = reply.events.map((e) => e.type);
    expect(types.indexOf("data-help-card")).toBe(1);
    expect(types.indexOf("data-help-card")).toBeLessThan(types.indexOf("text-delta"));
    expect(reply.events[1]).toMatchObject({ data: { categories: ["self_harm"], severity: "urgent", country: "TW" } });
    expect(reply.text).toMatch(/Are you thinking about ending your life/);
    const rows = await waitForMessages(conversationId, (r) => r.length === 2);
    expect(rows.map((r) => r.content)).toEqual([text, reply.text]);
  });

  it("reads a passage aloud in the persona's voice, as audio", async () => {
    const { browser } = await signedUpBrowser();
    const response = await browser.send(speech, { path: "/api/voice/speech", body: { text: "Take a breath." } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("audio/mpeg");
    expect(Buffer.from(await response.arrayBuffer())).toEqual(STAND_IN_AUDIO);
    const sent = JSON.parse(standIn.audioRequests.at(-1)!.body.toString()) as Record<string, unknown>;
    expect(sent).toMatchObject({ model: "stand-in-tts", input: "Take a breath.", voice: "coral" });
  });

  it("refuses an empty recording, a JSON body and an empty passage", async () => {
    const { browser } = await signedUpBrowser();
    const empty = await browser.call(transcribe, { path: "/api/voice/transcribe", form: recording(new Uint8Array()) });
    expect(empty).toMatchObject({ status: 400, body: { code: "invalid_audio" } });
    const json = await browser.call(transcribe, { path: "/api/voice/transcribe", body: { audio: "x" } });
    expect(json.status).toBe(415);
    const blank = await browser.call(speech, { path: "/api/voice/speech", body: { text: "  " } });
    expect(blank.status).toBe(400);
  });
});
