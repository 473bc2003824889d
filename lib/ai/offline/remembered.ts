import type { Language } from "@/db/schema";
import { readFact } from "@/lib/memory/extract";
import type { AdvisorContext } from "./compose";

/** A memory item as the system prompt lists it: its tag (`m1`) and its line. */
export type RememberedLine = { tag: string; text: string };

const PROMPT_LINE = /^- \[(m\d{1,2})\] (.+)$/gm;

/** The remembered items in a system prompt (lib/ai/prompt.ts lists them as `- [m1] …`). */
export function rememberedIn(system: string): RememberedLine[] {
  return [...system.matchAll(PROMPT_LINE)].map(([, tag, text]) => ({ tag: tag!, text: text! }));
}

/** The partner's name the person told Hearth before, with its tag, when the profile has none. */
export function rememberedPartner(lines: RememberedLine[]): { name: string; tag: string } | undefined {
  for (const line of lines) {
    const fact = readFact(line.text);
    if (fact?.key === "name:partner") return { name: fact.value, tag: line.tag };
  }
  return undefined;
}

const HELPED_BEFORE: Record<Language, (what: string) => string> = {
  en: (what) => `Last time, this helped: ${what}. It may be worth trying again.`,
  "zh-TW": (what) => `上次有幫助的是：${what}。這次也許值得再試一次。`,
  "zh-CN": (what) => `上次有帮助的是：${what}。这次也许值得再试一次。`,
};

/** A line recalling what helped before, citing its item; the first such item only. */
export function helpedBefore(lines: RememberedLine[], language: Language): string | undefined {
  for (const line of lines) {
    const fact = readFact(line.text);
    if (fact?.key === "helped:") return `${HELPED_BEFORE[language](fact.value.replace(/[.。]$/, ""))} [${line.tag}]`;
  }
  return undefined;
}

/**
 * How the offline advisor uses memory: a remembered partner's name where the profile has none, and on a first
 * reply what helped before. Each use cites its item's tag, as a hosted model is asked to, so the server's
 * "remembered" line works the same for both.
 */
export function withRemembered(
  context: AdvisorContext,
  lines: RememberedLine[],
  firstReply: boolean,
): { context: AdvisorContext; finish: (reply: string) => string } {
  const partner = context.profile.partnerNickname?.trim() ? undefined : rememberedPartner(lines);
  const helped = firstReply ? helpedBefore(lines, context.language) : undefined;
  const named = partner ? { ...context, profile: { ...context.profile, partnerNickname: partner.name } } : context;
  const finish = (reply: string) => {
    const paragraphs = reply.split("\n\n");
    const at = partner ? paragraphs.findIndex((paragraph) => paragraph.includes(partner.name)) : -1;
    if (at >= 0) paragraphs[at] = `${paragraphs[at]} [${partner!.tag}]`;
    return [...paragraphs, ...(helped ? [helped] : [])].join("\n\n");
  };
  return { context: named, finish };
}
