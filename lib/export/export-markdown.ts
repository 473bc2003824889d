import type { AdviceAnalysis } from "@/lib/advice/analysis-schema";
import { ANALYSIS_SECTIONS } from "@/lib/advice/analysis-sections";
import { CHECKIN_QUESTIONS } from "@/lib/checkins/questions";
import type { Locale } from "@/lib/i18n/locales";
import { translator, type Messages } from "@/lib/i18n/messages";
import { SAFETY_PLAN_SECTIONS } from "@/lib/safety/safety-plan-sections";
import { imageFile, type ExportDocument } from "./export-document";

type Translate = ReturnType<typeof translator>;

const PROFILE_FIELDS = [
  "nickname",
  "relationshipStatus",
  "age",
  "relationshipDuration",
  "partnerNickname",
  "livingSituation",
  "conflictFrequency",
  "userCommunicationStyle",
  "partnerCommunicationStyle",
  "userLoveLanguage",
  "partnerLoveLanguage",
  "satisfiedAspects",
  "improvementAspects",
  "personalGoals",
  "relationshipGoals",
] as const satisfies readonly (keyof ExportDocument["profile"])[];

/** Each line of a block quoted, so that what someone wrote never reads as the file's own headings. */
const quoted = (text: string) =>
  text
    .split("\n")
    .map((line) => `> ${line}`)
    .join("\n");

function analysisLines(t: Translate, analysis: AdviceAnalysis | null, kind: "sections" | "followUpSections") {
  if (!analysis) return [`_${t("advice.failed")}_`];
  return ANALYSIS_SECTIONS.flatMap((section) => {
    const value = analysis[section];
    const body = Array.isArray(value) ? value.map((point) => `- ${point}`).join("\n") : value;
    return [`**${t(`advice.${kind}.${section}`)}**`, "", body, ""];
  });
}

/** The safety plan's lists, each under its heading, as the person wrote them (quoted, as everything they wrote). */
function safetyPlanLines(
  t: Translate,
  plan: NonNullable<ExportDocument["safetyPlan"]>,
  when: (iso: string | null) => string,
) {
  const lists = SAFETY_PLAN_SECTIONS.filter((section) => plan[section].length > 0).flatMap((section) => [
    `**${t(`safetyPlan.sections.${section}.title`)}**`,
    "",
    quoted(plan[section].map((line) => `- ${line}`).join("\n")),
    "",
  ]);
  return [`_${t("safetyPlan.savedAt", { date: when(plan.updatedAt) })}_`, "", ...lists];
}

/**
 * The export's readable copy (data.md) in the user's interface language: profile, settings and
 * subscription as lists, conversations as transcripts, advice requests as sections. data.json holds
 * the same and more, for programs.
 */
export function exportMarkdown(doc: ExportDocument, locale: Locale): string {
  const t = translator(locale);
  const when = (iso: string | null) =>
    iso
      ? `${new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }).format(new Date(iso))} UTC`
      : "—";
  const value = (v: string | boolean | null) =>
    v === null || v === ""
      ? "—"
      : typeof v === "boolean"
        ? t(v ? "dataExport.markdown.yes" : "dataExport.markdown.no")
        : v;
  const out: string[] = [];
  const none = () => out.push(t("dataExport.markdown.none"), "");

  out.push(`# ${t("dataExport.markdown.title")}`, "");
  out.push(t("dataExport.markdown.exported", { date: when(doc.exportedAt) }), "");
  out.push(t("dataExport.markdown.about"), "");

  out.push(`## ${t("dataExport.markdown.profile")}`, "");
  out.push(`- ${t("dataExport.markdown.account")}: ${value(doc.profile.email ?? doc.profile.username)}`);
  for (const field of PROFILE_FIELDS) out.push(`- ${t(`profileFields.${field}`)}: ${value(doc.profile[field])}`);
  out.push("");

  out.push(`## ${t("dataExport.markdown.settings")}`, "");
  out.push(`- ${t("settings.interfaceLanguage")}: ${doc.settings.language}`);
  out.push(`- ${t("settings.aiLanguage")}: ${doc.settings.aiLanguage}`);
  out.push(`- ${t("settings.aiTone")}: ${doc.settings.aiTone}`);
  out.push(`- ${t("settings.responseModeTitle")}: ${doc.settings.modelPreference}`);
  out.push(`- ${t("settings.saveConversations")}: ${value(doc.settings.saveConversations)}`);
  out.push(`- ${t("settings.testMode")}: ${value(doc.settings.testMode)}`);
  out.push(`- ${t("settings.timeZone")}: ${doc.settings.timeZone ?? t("settings.timeZoneUtc")}`, "");

  out.push(`## ${t("dataExport.markdown.subscription")}`, "");
  out.push(`- ${t("dataExport.markdown.status")}: ${doc.subscription.status}`);
  out.push(`- ${t("dataExport.markdown.plan")}: ${value(doc.subscription.plan)}`);
  out.push(`- ${t("dataExport.markdown.periodEnds")}: ${when(doc.subscription.currentPeriodEndsAt)}`);
  out.push(`- ${t("dataExport.markdown.proEnds")}: ${when(doc.subscription.proEndsAt)}`, "");

  out.push(`## ${t("dataExport.markdown.conversations")}`, "");
  if (doc.conversations.length === 0) none();
  for (const conversation of doc.conversations) {
    out.push(`### ${conversation.title}`, "", `_${when(conversation.createdAt)}_`, "");
    for (const message of conversation.messages) {
      const who = t(message.role === "user" ? "dataExport.markdown.you" : "dataExport.markdown.advisor");
      out.push(`**${who}** · ${when(message.sentAt)}`, "", quoted(message.content), "");
      if (message.state !== "complete") out.push(`_${t(`dataExport.markdown.${message.state}`)}_`, "");
      if (message.imageIds.length) {
        const files = message.imageIds.map((id) => imageFile({ id })).join(", ");
        out.push(t("dataExport.markdown.images", { files }), "");
      }
      if (message.feedback) out.push(`_${t(`dataExport.markdown.${message.feedback}`)}_`, "");
    }
  }

  out.push(`## ${t("dataExport.markdown.adviceRequests")}`, "");
  if (doc.adviceRequests.length === 0) none();
  for (const advice of doc.adviceRequests) {
    out.push(`### ${t("advice.detail.asked", { date: when(advice.askedAt) })}`, "");
    out.push(`**${t("advice.ask.situation")}**`, "", quoted(advice.situation), "");
    out.push(`**${t("advice.ask.action")}**`, "", quoted(advice.action), "");
    if (advice.reaction) out.push(`**${t("advice.detail.reaction")}**`, "", quoted(advice.reaction), "");
    out.push(`#### ${t("advice.analysisLabel")}`, "", ...analysisLines(t, advice.analysis, "sections"));
    if (advice.feedback) out.push(`_${t(`dataExport.markdown.${advice.feedback}`)}_`, "");
    if (advice.followUp) {
      out.push(`#### ${t("advice.followUp.label")}`, "", `_${when(advice.followUp.at)}_`, "");
      out.push(quoted(advice.followUp.text), "");
      out.push(`**${t("advice.followUp.answer")}**`, "");
      out.push(...analysisLines(t, advice.followUp.analysis, "followUpSections"));
    }
  }

  out.push(`## ${t("dataExport.markdown.coachRequests")}`, "");
  if (doc.coachRequests.length === 0) none();
  for (const coach of doc.coachRequests) {
    out.push(`### ${when(coach.askedAt)}`, "", `**${t("dataExport.markdown.draft")}**`, "", quoted(coach.draft), "");
    if (coach.want) out.push(`**${t("dataExport.markdown.want")}**`, "", quoted(coach.want), "");
    for (const marker of coach.markers) out.push(`- “${marker.quote}” (${marker.kind}): ${marker.why}`);
    if (coach.markers.length) out.push("");
    if (coach.rewrite) out.push(`**${t("dataExport.markdown.rewrite")}**`, "", quoted(coach.rewrite), "");
    for (const note of coach.notes) out.push(`_${note}_`, "");
    if (coach.outcome) out.push(`_${t(`dataExport.markdown.outcome.${coach.outcome}`)}_`, "");
    else if (coach.sent) out.push(`_${t("dataExport.markdown.sent")}_`, "");
  }

  out.push(`## ${t("dataExport.markdown.safetyPlan")}`, "");
  if (doc.safetyPlan) out.push(...safetyPlanLines(t, doc.safetyPlan, when));
  else none();

  out.push(`## ${t("dataExport.markdown.memory")}`, "");
  if (!doc.memory.enabled) out.push(`_${t("dataExport.markdown.memoryPaused")}_`, "");
  if (doc.memory.items.length === 0) none();
  for (const item of doc.memory.items) out.push(`- ${item.text} (${t(`memory.kinds.${item.kind}`)})`);
  if (doc.memory.items.length) out.push("");

  out.push(`## ${t("dataExport.markdown.checkins")}`, "");
  if (doc.checkins.length === 0) none();
  for (const checkin of doc.checkins) {
    const answers = CHECKIN_QUESTIONS.map((q) => `${t(`insights.columns.${q}`)} ${checkin.answers[q]}`);
    out.push(`- ${checkin.date} (${checkin.week}): ${answers.join(", ")}`);
    if (checkin.note) out.push(`  > ${checkin.note}`);
  }
  if (doc.checkins.length) out.push("");

  out.push(`## ${t("dataExport.markdown.reminders")}`, "");
  const { settings } = doc.reminders;
  const onOff = (on: boolean) => t(on ? "dataExport.markdown.on" : "dataExport.markdown.off");
  const day = String(settings.checkinDay) as keyof Messages["reminders"]["days"];
  const checkin = settings.checkinEnabled ? `${t(`reminders.days.${day}`)} ${settings.checkinHour}:00` : onOff(false);
  out.push(
    `- ${t("reminders.checkinLabel")}: ${checkin}`,
    `- ${t("reminders.followUpsLabel")}: ${onOff(settings.followupsEnabled)}`,
  );
  for (const reminder of doc.reminders.scheduled)
    out.push(`- ${t(`dataExport.markdown.reminder.${reminder.kind}`)} · ${when(reminder.dueAt)} (${reminder.status})`);
  for (const device of doc.reminders.pushDevices)
    out.push(`- ${t("dataExport.markdown.pushDevice", { service: device.service })} · ${when(device.subscribedAt)}`);
  out.push("");

  out.push(`## ${t("dataExport.markdown.redeemHistory")}`, "");
  if (doc.redeemHistory.length === 0) none();
  for (const use of doc.redeemHistory) {
    const line = t("dataExport.markdown.redeemed", { code: use.code, days: use.durationDays });
    out.push(`- ${line} · ${when(use.redeemedAt)}`);
  }
  return `${out.join("\n").trimEnd()}\n`;
}
