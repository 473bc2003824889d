import { createOpenAI } from "@ai-sdk/openai";
import { Output, streamText } from "ai";
import { adviceAnalysisSchema } from "@/lib/advice/analysis-schema";
import { handler, otherMethods } from "@/lib/api/respond";
import { requireDevSurface } from "@/lib/dev/surfaces";

export const dynamic = "force-dynamic";

// Exists only for bench/advice-ttfs.mjs: the bare structured-output baseline (no auth, no database).
export const POST = handler(async () => {
  requireDevSurface("bench");
  const result = streamText({
    model: createOpenAI({ baseURL: process.env.OPENAI_BASE_URL, apiKey: "bench" }).chat("bench"),
    output: Output.object({ schema: adviceAnalysisSchema }),
    prompt: "hi",
  });
  return result.toTextStreamResponse();
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
