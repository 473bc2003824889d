import { createOpenAI } from "@ai-sdk/openai";
import { Output, streamText } from "ai";
import { adviceAnalysisSchema } from "@/lib/advice/analysis-schema";
import { handler, otherMethods } from "@/lib/api/respond";
import { AppError } from "@/lib/errors";

export const dynamic = "force-dynamic";

// Exists only for bench/advice-ttfs.mjs: the bare structured-output baseline (no auth, no database);
// 404 unless HEARTH_BENCH=1.
export const POST = handler(async () => {
  if (process.env.HEARTH_BENCH !== "1") throw new AppError("not_found");
  const result = streamText({
    model: createOpenAI({ baseURL: process.env.OPENAI_BASE_URL, apiKey: "bench" }).chat("bench"),
    output: Output.object({ schema: adviceAnalysisSchema }),
    prompt: "hi",
  });
  return result.toTextStreamResponse();
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
