import { Chat } from "@ai-sdk/react";
import { DefaultChatTransport } from "ai";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { GET as resume } from "@/app/api/chat/[id]/stream/route";
import { POST as chat } from "@/app/api/chat/route";
import { POST as stop } from "@/app/api/chat/[id]/stop/route";
import { POST as createConversation } from "@/app/api/conversations/route";
import { ChatClient } from "@/components/chat/chat-client";
import { imageIdsOf, textOf, type ChatMessage } from "@/components/chat/chat-types";
import { apiFetch } from "@/lib/client/api";
import { AppError } from "@/lib/errors";
import { signedUpBrowser } from "../helpers/accounts";
import { setUser } from "../helpers/users";
import { waitForMessages } from "../helpers/chat";
import { TestBrowser } from "../helpers/http";
import { startOpenAiStandIn } from "../helpers/openai-stand-in";
import { plant } from "../helpers/planted";

// The chat screen's ChatClient against the AI SDK's own chat client (configured as the screen used it before
// it had its own): both talk to the real chat routes, through the real OpenAI provider and a local
// OpenAI-compatible server, and must end with the same messages, statuses, errors and finished replies.
const standIn = await startOpenAiStandIn();
vi.stubEnv("OPENAI_BASE_URL", standIn.baseURL);
vi.stubEnv("AI_MODEL_BALANCED", "stand-in-balanced");
afterAll(() => standIn.close());
afterEach(() => void vi.unstubAllGlobals());

const serverFetch = globalThis.fetch;

/** The browser's fetch (relative paths), answered by the chat routes as `browser` would be. */
function serveAs(browser: TestBrowser) {
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = String(input);
    // The server's own requests (the OpenAI provider's) go out as they would.
    if (!path.startsWith("/")) return serverFetch(input, init);
    const signal = init.signal ?? undefined;
    const stream = /^\/api\/chat\/([^/]+)\/stream$/.exec(path);
    if (stream) return browser.send(resume, { path, signal, context: { params: Promise.resolve({ id: stream[1] }) } });
    if (path === "/api/chat") return browser.send(chat, { path, signal, rawBody: String(init.body) });
    const stopping = /^\/api\/chat\/([^/]+)\/stop$/.exec(path);
    if (stopping)
      return browser.send(stop, { path, method: "POST", context: { params: Promise.resolve({ id: stopping[1] }) } });
    throw new Error(`no route for ${path}`);
  });
}

type Client = Pick<ChatClient, "messages" | "status" | "error" | "regenerate" | "resumeStream"> & {
  sendMessage: (message: { text: string; files: [] }) => Promise<unknown>;
  stop: () => unknown;
};
type Seen = { statuses: string[]; errors: Error[]; finished: ChatMessage[] };

/** The status changes, from "ready". */
function seen(): Seen & { onStatus: (status: string) => void } {
  const record: Seen = { statuses: [], errors: [], finished: [] };
  return {
    ...record,
    onStatus: (status) => status !== (record.statuses.at(-1) ?? "ready") && record.statuses.push(status),
  };
}

/** A Pro account (a conversation each for both clients, and more). */
async function proBrowser() {
  const { browser } = await signedUpBrowser();
  await setUser(browser, { isPro: true });
  return browser;
}

function ours(conversationId: string, messages: ChatMessage[] = []): [Client, Seen] {
  const client = new ChatClient({ conversationId, messages });
  const record = seen();
  client.setCallbacks({ onError: (e) => record.errors.push(e), onFinish: (m) => record.finished.push(m) });
  client.subscribe(() => record.onStatus(client.status));
  return [client, record];
}

function sdk(conversationId: string, messages: ChatMessage[] = []): [Client, Seen] {
  const record = seen();
  const client = new Chat<ChatMessage>({
    id: conversationId,
    messages,
    generateId: () => crypto.randomUUID(),
    transport: new DefaultChatTransport<ChatMessage>({
      api: "/api/chat",
      fetch: apiFetch,
      prepareSendMessagesRequest: ({ messages }) => {
        const last = messages.at(-1)!;
        return { body: { conversationId, messageId: last.id, text: textOf(last), imageIds: imageIdsOf(last) } };
      },
    }),
    onError: (e) => record.errors.push(e),
    onFinish: ({ message }) => record.finished.push(message),
  });
  client["~registerStatusCallback"](() => record.onStatus(client.status));
  return [client, record];
}

/** What a client ended with, each id (a UUID) named by where it first appears, so two conversations compare. */
function outcome(client: Client, record: Seen) {
  const errors = record.errors.map((e) => ({ message: e.message, code: e instanceof AppError ? e.code : undefined }));
  const ids = new Map<string, string>();
  const { statuses, finished } = record;
  const json = JSON.stringify({ messages: client.messages, status: client.status, statuses, finished, errors });
  return JSON.parse(
    json.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, (id) => {
      if (!ids.has(id)) ids.set(id, `id${ids.size}`);
      return ids.get(id)!;
    }),
  ) as unknown;
}

type Make = (conversationId: string, messages?: ChatMessage[]) => [Client, Seen];

/**
 * Runs `steps` with each client, in a conversation of its own, and returns both outcomes: the client's,
 * or that of the client `steps` returns (one it made with `make`).
 */
async function both(
  browser: TestBrowser,
  steps: (client: Client, conversationId: string, make: Make) => Promise<unknown>,
) {
  serveAs(browser);
  const results = [];
  for (const make of [ours, sdk]) {
    const conversationId = crypto.randomUUID();
    const [client, record] = make(conversationId);
    const other = await steps(client, conversationId, make);
    results.push(Array.isArray(other) ? outcome(...(other as [Client, Seen])) : outcome(client, record));
  }
  return results;
}

const send = (client: Client, text: string) => {
  plant(text);
  return client.sendMessage({ text, files: [] });
};

describe("the chat screen's client reads replies as the AI SDK's chat client does", () => {
  it("a reply: the same messages, parts, statuses and finished reply", async () => {
    const browser = await proBrowser();
    standIn.behave({ chunks: ["Take ", "a breath, ", "then talk."] });
    const [mine, theirs] = await both(browser, (client) => send(client, "We argued last night about chores."));
    expect(mine).toEqual(theirs);
    expect(mine).toMatchObject({ status: "ready", statuses: ["submitted", "streaming", "ready"], errors: [] });
  });

  it("a help card sent before the text, as a data part", async () => {
    const browser = await proBrowser();
    standIn.behave({ chunks: ["I am here ", "with you."] });
    const [mine, theirs] = await both(browser, (client) =>
      send(client, "I want to end my life, I can't do this anymore"),
    );
    expect(mine).toEqual(theirs);
    const reply = (mine as { messages: ChatMessage[] }).messages[1]!;
    expect(reply.parts.map((part) => part.type)).toEqual(["data-help-card", "step-start", "text"]);
  });

  it("a model that fails part way: the text so far, the error, and a retry that replaces it", async () => {
    const browser = await proBrowser();
    const [mine, theirs] = await both(browser, async (client, conversationId) => {
      standIn.behave({ chunks: ["Half ", "an ", "answer"], failAfter: 2 });
      await send(client, "Tell me something about trust.");
      await waitForMessages(conversationId, (rows) => rows.length === 2);
      standIn.behave({ chunks: ["A whole ", "answer."] });
      await client.regenerate();
    });
    expect(mine).toEqual(theirs);
    expect(mine).toMatchObject({
      statuses: ["submitted", "streaming", "error", "submitted", "streaming", "ready"],
      errors: [{ message: expect.any(String) as string }],
    });
    expect(textOf((mine as { messages: ChatMessage[] }).messages[1]!)).toBe("A whole answer.");
  });

  it("a refused send (signed out): the error with its code, the message kept, nothing streamed", async () => {
    const [mine, theirs] = await both(new TestBrowser(), (client) => send(client, "Is anybody there at all?"));
    expect(mine).toEqual(theirs);
    expect(mine).toMatchObject({ status: "error", errors: [{ code: "signed_out" }] });
  });

  it("a resumed reply, and a resume with no reply to pick up", async () => {
    const browser = await proBrowser();
    standIn.behave({ chunks: ["Stored ", "reply."] });
    const [mine, theirs] = await both(browser, async (client, conversationId, make) => {
      await send(client, "Something to resume later.");
      const replyless = crypto.randomUUID();
      expect((await browser.call(createConversation, { body: { id: replyless } })).status).toBe(201);
      const [empty, record] = make(replyless);
      await empty.resumeStream();
      expect(outcome(empty, record)).toEqual({ messages: [], status: "ready", statuses: [], errors: [], finished: [] });
      // The page opened with the message alone, its reply being written: the reply is picked up.
      const again = make(conversationId, client.messages.slice(0, 1));
      await again[0].resumeStream();
      expect(again[0].messages.map((m) => m.id)).toEqual(client.messages.map((m) => m.id));
      return again;
    });
    expect(mine).toEqual(theirs);
    expect(mine).toMatchObject({ status: "ready", statuses: ["submitted", "streaming", "ready"] });
    expect(textOf((mine as { messages: ChatMessage[] }).messages[1]!)).toBe("Stored reply.");
  });
});

describe("the chat screen's client, where it differs from the AI SDK's", () => {
  it("Stop asks the server to stop: the reply ends stopped, as stored, ready and without an error", async () => {
    const browser = await proBrowser();
    serveAs(browser);
    standIn.behave({
      chunks: ["One ", "word ", "at ", "a ", "time ", "and ", "slowly ", "to ", "the ", "end."],
      delayMs: 150,
    });
    const conversationId = crypto.randomUUID();
    const [client, record] = ours(conversationId);
    const sent = send(client, "Please answer slowly this time.");
    await vi.waitFor(() => expect(textOf(client.messages.at(-1)!)).toContain("word"), { timeout: 5000 });
    await (client as ChatClient).stop();
    await sent;
    const [stored] = await waitForMessages(conversationId, (rows) => rows.some((r) => r.role === "assistant")).then(
      (rows) => rows.filter((r) => r.role === "assistant"),
    );
    expect(stored).toMatchObject({ status: "stopped" });
    expect(stored!.content).not.toContain("end.");
    const reply = client.messages.at(-1)!;
    expect(textOf(reply)).toBe(stored!.content);
    expect(reply.metadata).toMatchObject({ status: "stopped" });
    expect(outcome(client, record)).toMatchObject({
      status: "ready",
      statuses: ["submitted", "streaming", "ready"],
      errors: [],
    });
  });

  it("a send that cannot reach the server is taken back out and says so, without a reply under way", async () => {
    vi.stubGlobal("fetch", () => Promise.reject(new TypeError("Failed to fetch")));
    const [client, record] = ours(crypto.randomUUID());
    const sent = await (client as ChatClient).sendMessage({ text: "Are you there?", files: [] });
    expect(sent).toBe(false);
    expect(outcome(client, record)).toEqual({
      messages: [],
      status: "error",
      statuses: ["submitted", "error"],
      errors: [],
      finished: [],
    });
    expect(client.error).toMatchObject({ code: "network" });
  });
});

describe("the chat screen's client in a private chat", () => {
  const privateClient = (messages: ChatMessage[] = []) =>
    new ChatClient({ conversationId: crypto.randomUUID(), messages, privateChat: true });
  const sentToModel = () => (standIn.requests.at(-1) as { messages: { role: string; content: string }[] }).messages;

  it("sends each message with the turns before it: the user's and the replies that arrived whole", async () => {
    serveAs(await proBrowser());
    const client = privateClient();
    standIn.behave({ chunks: [], sequence: [["First ", "answer."], ["Second answer."]] });
    await send(client, "Something I keep to myself.");
    await send(client, "And what then?");
    expect(client.status).toBe("ready");
    expect(sentToModel().slice(1)).toEqual([
      { role: "user", content: "Something I keep to myself." },
      { role: "assistant", content: "First answer." },
      { role: "user", content: "And what then?" },
    ]);
    expect(client.messages.map((m) => [m.role, textOf(m)])).toEqual([
      ["user", "Something I keep to myself."],
      ["assistant", "First answer."],
      ["user", "And what then?"],
      ["assistant", "Second answer."],
    ]);
    expect(client.messages[1]!.metadata).toMatchObject({ private: true });

    // Stop ends the request: what arrived stays, marked stopped, and is no history for the next message.
    standIn.behave({
      chunks: ["One ", "word ", "at ", "a ", "time ", "and ", "slowly ", "to ", "the ", "end."],
      delayMs: 150,
    });
    const cutOff = standIn.cutOff.length;
    const sent = send(client, "Please answer slowly this time.");
    await vi.waitFor(() => expect(textOf(client.messages.at(-1)!)).toContain("word"), { timeout: 5000 });
    await client.stop();
    await sent;
    expect(client.messages.at(-1)!.metadata).toMatchObject({ status: "stopped" });
    expect(textOf(client.messages.at(-1)!)).not.toContain("end.");
    await vi.waitFor(() => expect(standIn.cutOff.length).toBe(cutOff + 1), { timeout: 5000 });
    standIn.behave({ chunks: ["Fine."] });
    await send(client, "Never mind that.");
    expect(
      sentToModel()
        .slice(1)
        .map((m) => m.content),
    ).toEqual([
      "Something I keep to myself.",
      "First answer.",
      "And what then?",
      "Second answer.",
      "Please answer slowly this time.",
      "Never mind that.",
    ]);
  });

  it("sends the newest turns that fit: at most 40, at most 12,000 characters", async () => {
    serveAs(await proBrowser());
    standIn.behave({ chunks: ["Noted."] });
    const said = (text: string): ChatMessage => ({
      id: crypto.randomUUID(),
      role: "user",
      parts: [{ type: "text", text }],
      metadata: undefined,
    });
    const many = privateClient(Array.from({ length: 45 }, (_, i) => said(`Message number ${i}`)));
    await send(many, "The newest one.");
    expect(many.error).toBeUndefined();
    const turns = sentToModel().slice(1, -1);
    expect(turns).toHaveLength(40);
    expect(turns[0]!.content).toBe("Message number 5");

    const long = privateClient(["a", "b", "c"].map((letter) => said(letter.repeat(5000))));
    await send(long, "After three long ones.");
    expect(long.error).toBeUndefined();
    expect(
      sentToModel()
        .slice(1, -1)
        .map((m) => m.content),
    ).toEqual(["b".repeat(5000), "c".repeat(5000)]);
  });
});
