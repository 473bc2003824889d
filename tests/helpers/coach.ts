import { eq } from "drizzle-orm";
import { POST as ask } from "@/app/api/coach/route";
import { getDb } from "@/db/client";
import { coachRequests, type CoachRequestRow } from "@/db/schema";
import type { CoachAnswer } from "@/lib/coach/answer";
import { HELP_CARD_HEADER, type HelpCardData } from "@/lib/safety/help-card";
import type { TestBrowser } from "./http";
import { plant } from "./planted";

export type CoachReply = {
  status: number;
  /** The streamed text, chunk by chunk as it arrived. */
  chunks: string[];
  text: string;
  answer?: CoachAnswer;
  broken: boolean;
  body?: Record<string, unknown>;
  helpCard?: HelpCardData;
};

/** Reads a coach answer (a text stream of its JSON object) to its end, or to where it broke off. */
export async function readCoach(response: Response): Promise<CoachReply> {
  if (!response.ok)
    return { status: response.status, chunks: [], text: "", broken: false, body: await response.json() };
  const chunks: string[] = [];
  let broken = false;
  const decoder = new TextDecoder();
  try {
    for await (const chunk of response.body!) chunks.push(decoder.decode(chunk, { stream: true }));
  } catch {
    broken = true;
  }
  const text = chunks.join("");
  let answer: CoachAnswer | undefined;
  try {
    answer = JSON.parse(text) as CoachAnswer;
  } catch {
    // Not whole JSON: no answer.
  }
  const card = response.headers.get(HELP_CARD_HEADER);
  return { status: response.status, chunks, text, answer, broken, helpCard: card ? JSON.parse(card) : undefined };
}

export const markedDraft = "You never listen to me. Can you call me tonight?";

/** Sends a draft to the coach as `browser` (a new id unless given) and reads the whole answer. */
export async function askCoach(
  browser: TestBrowser,
  body: { id?: string; draft?: string; want?: string; recipient?: string } = {},
) {
  const id = body.id ?? crypto.randomUUID();
  const draft = body.draft ?? markedDraft;
  plant(draft, body.want);
  return { id, reply: await readCoach(await browser.send(ask, { body: { ...body, draft, id } })) };
}

export async function storedCoach(id: string): Promise<CoachRequestRow | undefined> {
  const [row] = await (await getDb()).select().from(coachRequests).where(eq(coachRequests.id, id));
  return row;
}
