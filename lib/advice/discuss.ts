import "server-only";
import type { AdviceRequest, User } from "@/db/schema";
import { openConversation } from "@/lib/chat/conversations";
import { titleFrom } from "@/lib/chat/title";
import { translator } from "@/lib/i18n/messages";
import type { AdviceAnalysis } from "./analysis-schema";
import { ANALYSIS_SECTIONS } from "./analysis-sections";
import { visibleAdvice } from "./history";

type Translate = ReturnType<typeof translator>;

/** The analysis as a chat reply (Markdown), with the section titles the advice screens use. */
function analysisText(analysis: AdviceAnalysis, t: Translate, followUp: boolean): string {
  return ANALYSIS_SECTIONS.map((section) => {
    const value = analysis[section];
    if (section === "opening") return value as string;
    const title = t(followUp ? `advice.followUpSections.${section}` : `advice.sections.${section}`);
    const body = Array.isArray(value) ? value.map((item) => `- ${item}`).join("\n") : value;
    return `**${title}**\n${body}`;
  }).join("\n\n");
}

/** The request, and what was answered, as the first turns of a conversation (the user's turns are plain text). */
function seedOf(request: AdviceRequest, t: Translate) {
  const field = (label: "situation" | "action" | "reaction" | "followUp", text: string) =>
    t("advice.seed.field", { label: t(`advice.seed.${label}`), text });
  const asked = [
    t("advice.seed.intro"),
    "",
    field("situation", request.situation),
    field("action", request.action),
    ...(request.reaction ? [field("reaction", request.reaction)] : []),
  ].join("\n");
  const seed: { role: "user" | "assistant"; content: string }[] = [{ role: "user", content: asked }];
  if (request.status !== "complete" || !request.analysis) return seed;
  seed.push({ role: "assistant", content: analysisText(request.analysis, t, false) });
  if (request.followUpStatus === "complete" && request.followUp && request.followUpAnalysis) {
    seed.push({ role: "user", content: field("followUp", request.followUp) });
    seed.push({ role: "assistant", content: analysisText(request.followUpAnalysis, t, true) });
  }
  return seed;
}

/**
 * POST /api/advice/{id}/discuss: opens a new conversation (the client picks its id) that starts with the
 * request and its analysis, so the advisor in chat knows the moment. Written in the AI response language,
 * which is what the chat's model reads. The chat's plan limits apply; asking again opens the same chat.
 */
export async function discussInChat(user: User, id: string, conversationId: string) {
  const request = await visibleAdvice(user, id);
  const t = translator(user.aiLanguage);
  await openConversation(user, conversationId, titleFrom(request.situation), seedOf(request, t));
  return { conversationId };
}
