import { createOpenAI } from "@ai-sdk/openai";
import { streamText } from "ai";
import { handler, otherMethods } from "@/lib/api/respond";
import { requireDevSurface } from "@/lib/dev/surfaces";

export const dynamic = "force-dynamic";

// Exists only for bench/chat-ttft.mjs: the bare streamText baseline (no auth, no database).
export const POST = handler(async () => {
  requireDevSurface("bench");
  const result = streamText({
    model: createOpenAI({ baseURL: process.env.OPENAI_BASE_URL, apiKey: "bench" }).chat("bench"),
    prompt: "hi",
  });
  return result.toUIMessageStreamResponse();
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
