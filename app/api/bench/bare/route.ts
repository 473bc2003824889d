import { createOpenAI } from "@ai-sdk/openai";
import { streamText } from "ai";
import { handler, otherMethods } from "@/lib/api/respond";
import { AppError } from "@/lib/errors";

export const dynamic = "force-dynamic";

// Exists only for bench/chat-ttft.mjs: the bare streamText baseline (no auth, no database); 404 unless HEARTH_BENCH=1.
export const POST = handler(async () => {
  if (process.env.HEARTH_BENCH !== "1") throw new AppError("not_found");
  const result = streamText({
    model: createOpenAI({ baseURL: process.env.OPENAI_BASE_URL, apiKey: "bench" }).chat("bench"),
    prompt: "hi",
  });
  return result.toUIMessageStreamResponse();
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
