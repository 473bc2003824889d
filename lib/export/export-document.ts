import type { UserData } from "@/db/queries/data-exports";
import type { Image, Message } from "@/db/schema";
import { REMINDER_DEFAULTS } from "@/lib/reminders/defaults";

/** Where an image's bytes sit in the zip. Images are stored as JPEG (lib/images/process.ts). */
export const imageFile = (image: Pick<Image, "id">) => `images/${image.id}.jpg`;

const at = (date: Date | null) => date?.toISOString() ?? null;

/**
 * A message's state in words people and programs read alike: a reply that errored, was stopped by its
 * owner or was cut off says so.
 */
function messageState(message: Message): "complete" | "failed" | "stopped" | "partial" {
  if (message.status === "failed" || message.status === "stopped") return message.status;
  return message.status === "streaming" ? "partial" : "complete";
}

function feedbackOf(helpful: boolean | null): "helpful" | "unhelpful" | null {
  if (helpful === null) return null;
  return helpful ? "helpful" : "unhelpful";
}

/** Reminder settings, each reminder (when, what kind, whether it went out) and the devices push reaches. */
function reminderSection(data: UserData) {
  const { checkinEnabled, checkinDay, checkinHour, followupsEnabled, quietStart, quietEnd, email, push } = {
    ...REMINDER_DEFAULTS,
    ...data.reminderSettings,
  };
  return {
    settings: { checkinEnabled, checkinDay, checkinHour, followupsEnabled, quietStart, quietEnd, email, push },
    scheduled: data.reminders.map((reminder) => ({
      kind: reminder.kind,
      opens: reminder.path,
      dueAt: at(reminder.dueAt),
      status: reminder.status,
      emailSentAt: at(reminder.emailSentAt),
      pushSentAt: at(reminder.pushSentAt),
    })),
    pushDevices: data.pushSubscriptions.map((device) => ({
      service: new URL(device.endpoint).origin,
      subscribedAt: at(device.createdAt),
    })),
  };
}

/**
 * The export's data.json: everything stored for the user, in a stable, documented shape. Never the
 * password hash, codes or tokens (secrets, not data), and never card details (the provider holds those).
 */
export function exportDocument(data: UserData, exportedAt: Date) {
  const { user } = data;
  const imagesOf = (conversationId: string, messageId: string) =>
    data.images.filter((i) => i.conversationId === conversationId && i.messageId === messageId).map((i) => i.id);
  return {
    format: "hearth-data-export",
    version: 1,
    exportedAt: exportedAt.toISOString(),
    profile: {
      id: user.id,
      username: user.username,
      email: user.email,
      emailVerified: user.emailVerified,
      guest: user.isGuest,
      signInProviders: data.signInProviders,
      profilePhotoUrl: user.profilePhotoUrl,
      nickname: user.nickname,
      relationshipStatus: user.relationshipStatus,
      age: user.age,
      relationshipDuration: user.relationshipDuration,
      partnerNickname: user.partnerNickname,
      livingSituation: user.livingSituation,
      conflictFrequency: user.conflictFrequency,
      userCommunicationStyle: user.userCommunicationStyle,
      partnerCommunicationStyle: user.partnerCommunicationStyle,
      userLoveLanguage: user.userLoveLanguage,
      partnerLoveLanguage: user.partnerLoveLanguage,
      satisfiedAspects: user.satisfiedAspects,
      improvementAspects: user.improvementAspects,
      personalGoals: user.personalGoals,
      relationshipGoals: user.relationshipGoals,
      onboardingCompleted: user.onboardingCompleted,
      createdAt: at(user.createdAt),
    },
    settings: {
      language: user.language,
      aiLanguage: user.aiLanguage,
      aiTone: user.aiTone,
      modelPreference: user.modelPreference,
      saveConversations: user.saveConversations,
      testMode: user.testMode,
      timeZone: user.timeZone,
    },
    safety: {
      adultAttestedAt: at(user.adultAttestedAt),
      safetyNoticeAcknowledgedAt: at(user.safetyNoticeAt),
      under18FlaggedAt: at(user.under18FlaggedAt),
    },
    subscription: {
      status: user.subscriptionStatus,
      plan: user.subscriptionPlan,
      currentPeriodStartsAt: at(user.subscriptionPeriodStartsAt),
      currentPeriodEndsAt: at(user.subscriptionExpiresAt),
      trialEndsAt: at(user.trialEndsAt),
      proEndsAt: at(user.proEndsAt),
      grantedPro: user.isPro ? { source: user.proSource, until: at(user.proUntil) } : null,
      providerCustomerId: user.stripeCustomerId,
      providerSubscriptionId: user.stripeSubscriptionId,
    },
    usage: { countedToday: user.adviceRequestsToday, lastCountedDay: user.lastRequestDate },
    conversations: data.conversations.map((conversation) => ({
      id: conversation.id,
      title: conversation.title,
      createdAt: at(conversation.createdAt),
      updatedAt: at(conversation.updatedAt),
      temporary: conversation.isTemporary,
      helpCard: conversation.helpCard,
      messages: data.messages
        .filter((message) => message.conversationId === conversation.id)
        .map((message) => ({
          id: message.id,
          role: message.role,
          content: message.content,
          sentAt: at(message.timestamp),
          state: messageState(message),
          replyTo: message.replyTo,
          feedback: feedbackOf(message.feedback),
          imageIds: imagesOf(conversation.id, message.id),
        })),
    })),
    images: data.images.map((image) => ({
      id: image.id,
      file: imageFile(image),
      mediaType: image.mediaType,
      width: image.width,
      height: image.height,
      conversationId: image.conversationId,
      messageId: image.messageId,
      uploadedAt: at(image.createdAt),
    })),
    adviceRequests: data.adviceRequests.map((advice) => ({
      id: advice.id,
      askedAt: at(advice.createdAt),
      situation: advice.situation,
      action: advice.action,
      reaction: advice.reaction,
      state: advice.status,
      persona: advice.persona,
      offlineAdvisor: advice.offline,
      analysis: advice.analysis,
      helpCard: advice.helpCard,
      feedback: feedbackOf(advice.helpful),
      followUp:
        advice.followUp === null
          ? null
          : {
              text: advice.followUp,
              at: at(advice.followUpAt),
              state: advice.followUpStatus,
              analysis: advice.followUpAnalysis,
              helpCard: advice.followUpHelpCard,
            },
    })),
    coachRequests: data.coachRequests.map((coach) => ({
      id: coach.id,
      askedAt: at(coach.createdAt),
      draft: coach.draft,
      want: coach.want,
      recipient: coach.recipient,
      state: coach.status,
      markers: coach.result?.markers ?? [],
      request: coach.result?.request ?? null,
      rewrite: coach.result?.rewrite ?? null,
      notes: coach.result?.notes ?? [],
      helpCard: coach.helpCard,
      sent: coach.sent,
      outcome: coach.outcome,
      temporary: coach.isTemporary,
    })),
    redeemHistory: data.redeemed.map((use) => ({
      code: use.code,
      type: use.type,
      durationDays: use.durationDays,
      redeemedAt: at(use.redeemedAt),
    })),
    safetyPlan: data.safetyPlan && {
      warningSigns: data.safetyPlan.warningSigns,
      coping: data.safetyPlan.coping,
      people: data.safetyPlan.people,
      professionals: data.safetyPlan.professionals,
      safer: data.safetyPlan.safer,
      createdAt: at(data.safetyPlan.createdAt),
      updatedAt: at(data.safetyPlan.updatedAt),
    },
    memory: {
      enabled: user.memoryEnabled,
      items: data.memories.map((item) => ({
        text: item.text,
        kind: item.kind,
        source: item.source,
        sourceId: item.sourceId,
        addedByYou: item.own,
        createdAt: at(item.createdAt),
        updatedAt: at(item.updatedAt),
        lastUsedAt: at(item.lastUsedAt),
      })),
    },
    checkins: data.checkins.map((checkin) => ({
      week: checkin.week,
      date: checkin.date,
      answers: {
        satisfaction: checkin.satisfaction,
        closeness: checkin.closeness,
        heard: checkin.heard,
        conflict: checkin.conflict,
        fun: checkin.fun,
      },
      note: checkin.note,
      createdAt: at(checkin.createdAt),
      updatedAt: at(checkin.updatedAt),
    })),
    reminders: reminderSection(data),
  };
}

export type ExportDocument = ReturnType<typeof exportDocument>;
