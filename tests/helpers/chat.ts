import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { POST as chat } from "@/app/api/chat/route";
import { getDb } from "@/db/client";
import { messages } from "@/db/schema";
import type { TestBrowser } from "./http";
import { plant } from "./planted";

export type StreamReply = {
  status: number;
  text: string;
  events: Record<string, unknown>[];
  body?: Record<string, unknown>;
  broken?: boolean;
};

/** Reads an AI SDK UI message stream (server-sent events) to its end, or to where it broke off. */
export async function readUiStream(response: Response): Promise<StreamReply> {
  if (!response.ok)
    return { status: response.status, text: "", events: [], body: (await response.json()) as Record<string, unknown> };
  let raw = "";
  let broken = false;
  const decoder = new TextDecoder();
  try {
    for await (const chunk of response.body!) raw += decoder.decode(chunk, { stream: true });
  } catch {
    broken = true;
  }
  const events = raw
    .split("\n")
    .filter((line) => line.startsWith("data: ") && line !== "data: [DONE]")
    .map((line) => JSON.parse(line.slice(6)) as Record<string, unknown>);
  const text = events
    .filter((e) => e.type === "text-delta")
    .map((e) => e.delta)
    .join("");
  return { status: response.status, text, events, broken };
}

/** Sends a chat message as `browser` and reads the whole reply. */
export async function sendChat(
  browser: TestBrowser,
  body: { conversationId: string; messageId?: string; text: string; imageIds?: string[] },
  headers?: Record<string, string>,
): Promise<StreamReply> {
  plant(body.text);
  return readUiStream(await browser.send(chat, { body: { messageId: crypto.randomUUID(), ...body }, headers }));
}

export async function storedMessages(conversationId: string) {
  return (await getDb())
    .select()
    .from(messages)
    .where(eq(messages.conversationId, conversationId))
    .orderBy(messages.timestamp);
}

/**
 * Waits until no reply of the conversation is still being written and its rows satisfy `predicate`
 * (a reply's row is filled in just after its stream ends).
 */
export async function waitForMessages(
  conversationId: string,
  predicate: (rows: Awaited<ReturnType<typeof storedMessages>>) => boolean,
) {
  await expect
    .poll(
      async () => {
        const rows = await storedMessages(conversationId);
        return rows.every((row) => row.status !== "streaming") && predicate(rows);
      },
      { timeout: 10_000, interval: 50 },
    )
    .toBe(true);
  return storedMessages(conversationId);
}
