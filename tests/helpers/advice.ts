import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { POST as ask } from "@/app/api/advice/route";
import { POST as followUp } from "@/app/api/advice/[id]/follow-up/route";
import { getDb } from "@/db/client";
import { adviceRequests, type AdviceRequest } from "@/db/schema";
import { adviceAnalysisSchema, type AdviceAnalysis } from "@/lib/advice/analysis-schema";
import { HELP_CARD_HEADER, type HelpCardData } from "@/lib/safety/help-card";
import type { TestBrowser } from "./http";
import { plant } from "./planted";

export type AnalysisReply = {
  status: number;
  /** The streamed JSON text as it arrived. */
  text: string;
  /** The analysis, when the text is a whole, schema-valid one. */
  analysis?: AdviceAnalysis;
  /** The stream broke off (the server ended it with an error) rather than ending. */
  broken: boolean;
  /** The JSON error answer of a refused request. */
  body?: Record<string, unknown>;
  /** The help card of a safety match, from the response's header (there before any text). */
  helpCard?: HelpCardData;
};

/** Reads an advice answer (a text stream of its JSON object) to its end, or to where it broke off. */
export async function readAnalysis(response: Response): Promise<AnalysisReply> {
  if (!response.ok) return { status: response.status, text: "", broken: false, body: await response.json() };
  let text = "";
  let broken = false;
  const decoder = new TextDecoder();
  try {
    for await (const chunk of response.body!) text += decoder.decode(chunk, { stream: true });
  } catch {
    broken = true;
  }
  let analysis: AdviceAnalysis | undefined;
  try {
    const parsed = adviceAnalysisSchema.safeParse(JSON.parse(text));
    if (parsed.success) analysis = parsed.data;
  } catch {
    // Not whole JSON: no analysis.
  }
  const card = response.headers.get(HELP_CARD_HEADER);
  return { status: response.status, text, analysis, broken, helpCard: card ? JSON.parse(card) : undefined };
}

export const moment = {
  situation: "We were tidying the kitchen after dinner and arguing about chores again.",
  action: "I told him he never helps with anything.",
  reaction: "He got defensive and walked out of the room.",
};

/** Asks for advice as `browser` (a new id unless given) and reads the whole answer. */
export async function askAdvice(
  browser: TestBrowser,
  body: Partial<typeof moment> & { id?: string } = {},
  headers?: Record<string, string>,
) {
  const id = body.id ?? crypto.randomUUID();
  const asked = { ...moment, ...body };
  plant(asked.situation, asked.action, asked.reaction);
  return { id, reply: await readAnalysis(await browser.send(ask, { body: { ...moment, ...body, id }, headers })) };
}

export async function sendFollowUp(browser: TestBrowser, id: string, text: string, headers?: Record<string, string>) {
  plant(text);
  return readAnalysis(
    await browser.send(followUp, { body: { text }, context: { params: Promise.resolve({ id }) }, headers }),
  );
}

export async function storedAdvice(id: string): Promise<AdviceRequest | undefined> {
  const [row] = await (await getDb()).select().from(adviceRequests).where(eq(adviceRequests.id, id));
  return row;
}

/** Waits until the stored request matches (the analysis is stored just after the stream ends). */
export async function waitForAdvice(id: string, predicate: (row: AdviceRequest) => boolean) {
  await expect
    .poll(
      async () => {
        const row = await storedAdvice(id);
        return row ? predicate(row) : false;
      },
      { timeout: 10_000, interval: 50 },
    )
    .toBe(true);
  return (await storedAdvice(id))!;
}
