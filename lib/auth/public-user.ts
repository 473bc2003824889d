import "server-only";
import type { User } from "@/db/schema";
import { isAdmin } from "@/lib/admin/is-admin";
import { planStatus } from "@/lib/billing/plan-status";
import { hasPro } from "@/lib/limits/plan-limits";

/** What the browser may know about its own account: never hashes, codes, tokens or payment-provider ids. */
export function publicUser(user: User) {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    emailVerified: user.emailVerified,
    isGuest: user.isGuest,
    adultAttested: user.adultAttestedAt !== null,
    safetyNoticeAcknowledged: user.safetyNoticeAt !== null,
    nickname: user.nickname,
    profilePhotoUrl: user.profilePhotoUrl,
    relationshipStatus: user.relationshipStatus,
    age: user.age,
    aiTone: user.aiTone,
    relationshipDuration: user.relationshipDuration,
    livingSituation: user.livingSituation,
    conflictFrequency: user.conflictFrequency,
    satisfiedAspects: user.satisfiedAspects,
    improvementAspects: user.improvementAspects,
    partnerNickname: user.partnerNickname,
    userCommunicationStyle: user.userCommunicationStyle,
    partnerCommunicationStyle: user.partnerCommunicationStyle,
    userLoveLanguage: user.userLoveLanguage,
    partnerLoveLanguage: user.partnerLoveLanguage,
    personalGoals: user.personalGoals,
    relationshipGoals: user.relationshipGoals,
    onboardingCompleted: user.onboardingCompleted,
    language: user.language,
    aiLanguage: user.aiLanguage,
    testMode: user.testMode,
    modelPreference: user.modelPreference,
    saveConversations: user.saveConversations,
    memoryEnabled: user.memoryEnabled,
    timeZone: user.timeZone,
    /** Pro now, by the one entitlement rule (not the stored flag, which a lapsed period leaves set). */
    isPro: hasPro(user),
    /** The plan as every screen states it (lib/billing/plan-status.ts). */
    plan: planStatus(user),
    isAdmin: isAdmin(user),
    proSource: user.proSource,
    proUntil: user.proUntil,
    proEndsAt: user.proEndsAt,
    subscriptionStatus: user.subscriptionStatus,
    subscriptionPlan: user.subscriptionPlan,
    subscriptionExpiresAt: user.subscriptionExpiresAt,
    trialEndsAt: user.trialEndsAt,
    createdAt: user.createdAt,
  };
}

export type PublicUser = ReturnType<typeof publicUser>;
