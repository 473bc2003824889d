import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  customType,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import type { AdapterAccountType } from "next-auth/adapters";
import type { HelpCardData } from "@/lib/safety/help-card";
import type { AdviceAnalysis } from "@/lib/advice/analysis-schema";
import type { CoachAnswer } from "@/lib/coach/answer";
// Relative: drizzle-kit reads this file without the project's path aliases.
import { LOCALES } from "../lib/i18n/locales";
import { COACH_OUTCOMES } from "../lib/coach/limits";
import { MEMORY_KINDS, MEMORY_SOURCES } from "../lib/memory/kinds";
import { CHECKIN_QUESTIONS, CHECKIN_SCALE } from "../lib/checkins/questions";
import { REMINDER_DEFAULTS } from "../lib/reminders/defaults";

const id = () =>
  text("id")
    .primaryKey()
    .$defaultFn(() => crypto.randomUUID());
const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
const moment = (name: string) => timestamp(name, { withTimezone: true });
const planLines = (name: string) =>
  text(name)
    .array()
    .notNull()
    .default(sql`'{}'::text[]`);

export const LANGUAGES = LOCALES;
export const MODEL_PREFERENCES = ["balanced", "fast"] as const;
export const SUBSCRIPTION_STATUSES = ["free", "trial", "active", "past_due", "canceled"] as const;
export const PLANS = ["pro_monthly", "pro_annual"] as const;
export const PRO_SOURCES = ["subscription", "stripe", "redeem_code", "lifetime"] as const;
export const REDEEM_CODE_TYPES = ["1_week", "1_month"] as const;
/**
 * A renewal that fails (status past_due) keeps Pro this many days after it was due, while the provider
 * retries the card and the user can fix it from the billing portal; then the gates say free until paid.
 */
export const PAST_DUE_GRACE_DAYS = 7;
export const MESSAGE_ROLES = ["user", "assistant"] as const;
export const MESSAGE_STATUSES = ["complete", "streaming", "failed", "stopped"] as const;
export const ADVICE_STATUSES = ["streaming", "complete", "failed"] as const;

export const users = pgTable(
  "user",
  {
    id: id(),
    /** The e-mail address for e-mail accounts; `guest-…` for demo users. */
    username: text("username").notNull().unique(),
    /** scrypt hash; null for Google-only and guest accounts. */
    password: text("password"),
    email: text("email").unique(),
    emailVerified: boolean("email_verified").notNull().default(false),
    /** Stored as an HMAC-SHA256 digest (keyed with the auth secret), never the code itself. */
    verificationCode: text("verification_code"),
    verificationCodeExpiresAt: moment("verification_code_expires_at"),
    verificationCodeSentAt: moment("verification_code_sent_at"),
    verificationAttempts: integer("verification_attempts").notNull().default(0),
    /** Stored as an HMAC-SHA256 digest (keyed with the auth secret), never the token itself. */
    resetPasswordToken: text("reset_password_token"),
    resetPasswordExpiresAt: moment("reset_password_expires_at"),
    isGuest: boolean("is_guest").notNull().default(false),
    /** When the user confirmed being 18 or older (at registration, or in the first-use notice for older accounts). */
    adultAttestedAt: moment("adult_attested_at"),
    /** When the user acknowledged the first-use notice (an AI advisor, not a human or a professional, not for emergencies). */
    safetyNoticeAt: moment("safety_notice_at"),
    /** Set when the safety check read in a chat message that the user is under 18: the account is up for review. */
    under18FlaggedAt: moment("under18_flagged_at"),

    nickname: text("nickname"),
    relationshipStatus: text("relationship_status"),
    age: text("age"),
    aiTone: text("ai_tone").notNull().default("therapist"),
    relationshipDuration: text("relationship_duration"),
    livingSituation: text("living_situation"),
    conflictFrequency: text("conflict_frequency"),
    satisfiedAspects: text("satisfied_aspects"),
    improvementAspects: text("improvement_aspects"),
    partnerNickname: text("partner_nickname"),
    userCommunicationStyle: text("user_communication_style"),
    partnerCommunicationStyle: text("partner_communication_style"),
    userLoveLanguage: text("user_love_language"),
    partnerLoveLanguage: text("partner_love_language"),
    personalGoals: text("personal_goals"),
    relationshipGoals: text("relationship_goals"),
    onboardingCompleted: boolean("onboarding_completed").notNull().default(false),
    /** When the guided first run offered the profile (/post-auth-onboarding): offered once. */
    profileOfferedAt: moment("profile_offered_at"),

    language: text("language", { enum: LANGUAGES }).notNull().default("en"),
    aiLanguage: text("ai_language", { enum: LANGUAGES }).notNull().default("en"),
    testMode: boolean("test_mode").notNull().default(false),
    modelPreference: text("model_preference", { enum: MODEL_PREFERENCES }).notNull().default("balanced"),
    saveConversations: boolean("save_conversations").notNull().default(true),
    /** Memory paused (false): nothing is learned and nothing remembered is used; the items stay. */
    memoryEnabled: boolean("memory_enabled").notNull().default(true),
    /**
     * The person's IANA time zone (lib/checkins/time-zone.ts): where their day and week begin for check-ins;
     * null reads as UTC. The insights page sets it from the browser when it is unset; Settings changes it.
     */
    timeZone: text("time_zone"),

    /**
     * The one daily counter behind the free plan's limit and GET /api/usage: every chat message (and
     * advice request) counted today. The spec's name is kept, though it counts more than advice requests.
     */
    adviceRequestsToday: integer("advice_requests_today").notNull().default(0),
    /** UTC calendar day of the last counted request; the counter restarts on a new day. */
    lastRequestDate: date("last_request_date", { mode: "string" }),

    profilePhotoUrl: text("profile_photo_url"),

    /** The payment provider's customer (Stripe's `cus_…`, the simulator's `cus_sim_…`): one per user, made once. */
    stripeCustomerId: text("stripe_customer_id").unique(),
    /**
     * The subscription as last synced (lib/billing/sync.ts writes these together, never piece by piece from events).
     * `subscriptionExpiresAt`: the current period's end (a trial's end; a canceled or ended one's end).
     * `subscriptionPeriodStartsAt`: the current period's start, when a failed renewal was due.
     */
    stripeSubscriptionId: text("stripe_subscription_id"),
    subscriptionStatus: text("subscription_status", { enum: SUBSCRIPTION_STATUSES }).notNull().default("free"),
    subscriptionPlan: text("subscription_plan", { enum: PLANS }),
    subscriptionExpiresAt: moment("subscription_expires_at"),
    subscriptionPeriodStartsAt: moment("subscription_period_starts_at"),
    /** When the provider's state was read for the last write: an older read never overwrites a newer one. */
    subscriptionSyncedAt: moment("subscription_synced_at"),
    trialEndsAt: moment("trial_ends_at"),
    /**
     * Pro granted outside subscriptions (redeem codes, lifetime, staff): Pro until `proUntil`, or for good
     * when `proUntil` is null. Subscription sync never writes these two.
     */
    isPro: boolean("is_pro").notNull().default(false),
    isAdmin: boolean("is_admin").notNull().default(false),
    proUntil: moment("pro_until"),
    proSource: text("pro_source", { enum: PRO_SOURCES }).notNull().default("subscription"),
    mobileSubscriptionId: text("mobile_subscription_id"),
    proActivatedAt: moment("pro_activated_at"),
    proDeactivatedAt: moment("pro_deactivated_at"),
    /**
     * Entitlement, defined once: when Pro ends (null: never Pro; lifetime ends 9999-12-31, a date JavaScript can
     * hold), derived on every write as the later of the grant (`isPro` until `proUntil`) and the subscription:
     * trial, active and canceled until the period ends; past_due PAST_DUE_GRACE_DAYS after the unpaid renewal
     * was due (never past the period's end). "Has Pro" is `proEndsAt > now` (db/queries/entitlement.ts,
     * lib/limits/plan-limits.ts), so no job expires Pro. `at time zone 'UTC'` keeps the generated column immutable.
     */
    proEndsAt: timestamp("pro_ends_at", { withTimezone: true }).generatedAlwaysAs(
      sql.raw(`greatest(
      case when is_pro then coalesce(pro_until, '9999-12-31T00:00:00Z'::timestamptz) end,
      case subscription_status
        when 'trial' then subscription_expires_at
        when 'active' then subscription_expires_at
        when 'canceled' then subscription_expires_at
        when 'past_due' then least(
          subscription_expires_at,
          ((subscription_period_starts_at at time zone 'UTC') + interval '${PAST_DUE_GRACE_DAYS} days') at time zone 'UTC'
        )
      end
    )`),
    ),

    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The admin dashboard: sign-ups per day, and the Pro users counted by source.
    index("user_created_idx").on(t.createdAt),
    index("user_pro_ends_idx")
      .on(t.proEndsAt)
      .where(sql`${t.proEndsAt} is not null`),
    index("user_trial_ends_idx")
      .on(t.trialEndsAt)
      .where(sql`${t.trialEndsAt} is not null`),
    // The admin's user search (`ilike '%…%'` on e-mail or nickname): trigram indexes (pg_trgm, created by
    // the hand-written migration `*_trigram_search.sql`).
    index("user_email_trgm_idx").using("gin", t.email.op("gin_trgm_ops")),
    index("user_nickname_trgm_idx").using("gin", t.nickname.op("gin_trgm_ops")),
    // The Users tab's "flagged for review" list: a handful of rows among many.
    index("user_under18_flagged_idx")
      .on(t.under18FlaggedAt)
      .where(sql`${t.under18FlaggedAt} is not null`),
  ],
);

/**
 * An identity-provider account linked to a user, in the shape @auth/drizzle-adapter expects. The spec's
 * `user.firebaseUid` is the Google row's `providerAccountId`. No tokens are kept: the token columns exist only
 * for the adapter's shape.
 */
export const accounts = pgTable(
  "account",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: text("type").$type<AdapterAccountType>().notNull(),
    provider: text("provider").notNull(),
    providerAccountId: text("provider_account_id").notNull(),
    refresh_token: text("refresh_token"),
    access_token: text("access_token"),
    expires_at: integer("expires_at"),
    token_type: text("token_type"),
    scope: text("scope"),
    id_token: text("id_token"),
    session_state: text("session_state"),
  },
  (t) => [primaryKey({ columns: [t.provider, t.providerAccountId] }), index("account_user_idx").on(t.userId)],
);

/**
 * Signed-in sessions, one row per sign-in. The session cookie (an encrypted Auth.js JWT) names its row;
 * a session is valid while its row exists and has not expired, so logging out (this row), logging out
 * everywhere, a password change and a reset (the user's rows) end sessions on the server at once.
 */
export const userSessions = pgTable(
  "user_session",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    expiresAt: moment("expires_at").notNull(),
  },
  (t) => [index("user_session_user_idx").on(t.userId), index("user_session_expires_idx").on(t.expiresAt)],
);

export const conversations = pgTable(
  "conversation",
  {
    id: varchar("id", { length: 36 })
      .primaryKey()
      .$defaultFn(() => crypto.randomUUID()),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    contextNeedsRefresh: boolean("context_needs_refresh").notNull().default(false),
    /** Created while "save conversation data" was off: removed at logout and after a day idle. */
    isTemporary: boolean("is_temporary").notNull().default(false),
    /** The help card of the conversation's last urgent safety match: it stays pinned in the conversation. */
    helpCard: jsonb("help_card").$type<HelpCardData>(),
  },
  (t) => [
    // The list's order and keyset cursor: newest first, the id breaking ties, so a page stops after its rows.
    // NULLS FIRST is what ORDER BY … DESC means; with NULLS LAST the planner would sort instead.
    index("conversation_user_updated_idx").on(t.userId, t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // What a message's owner copy refers to (see message.user_id).
    uniqueIndex("conversation_id_user_idx").on(t.id, t.userId),
    index("conversation_temporary_idx")
      .on(t.updatedAt)
      .where(sql`${t.isTemporary}`),
  ],
);

export const messages = pgTable(
  "message",
  {
    /**
     * Unique within its conversation, not globally: the browser picks its messages' ids (so a retry can
     * name the message it retries), and one user's choice can never collide with another's.
     */
    id: varchar("id", { length: 36 })
      .notNull()
      .$defaultFn(() => crypto.randomUUID()),
    conversationId: varchar("conversation_id", { length: 36 })
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    /**
     * The conversation's owner, copied (a foreign key keeps the pair right) so that search reads one
     * user's messages from the index without touching anyone else's.
     */
    userId: text("user_id").notNull(),
    role: varchar("role", { length: 20, enum: MESSAGE_ROLES }).notNull(),
    content: text("content").notNull(),
    timestamp: timestamp("timestamp", { withTimezone: true }).notNull().defaultNow(),
    valid: boolean("valid").notNull().default(true),
    feedback: boolean("feedback"),
    imageData: text("image_data"),
    /** An assistant reply is `streaming` until the model finishes, `failed` if it errors, `stopped` by its owner. */
    status: text("status", { enum: MESSAGE_STATUSES }).notNull().default("complete"),
    /** A streaming reply's owner asked to stop it: whichever server streams it reads this and stops the model. */
    stopRequestedAt: timestamp("stop_requested_at", { withTimezone: true }),
    /** The memory items a reply used (it cited them): its "remembered" line shows those that still exist. */
    memoryIds: jsonb("memory_ids").$type<string[]>(),
    /** An assistant reply: the id of the user message it answers. */
    replyTo: varchar("reply_to", { length: 36 }),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.id] }),
    foreignKey({
      columns: [t.conversationId, t.userId],
      foreignColumns: [conversations.id, conversations.userId],
    }).onDelete("cascade"),
    index("message_conversation_time_idx").on(t.conversationId, t.timestamp),
    // Search (`ilike '%…%'`) within one user's messages: trigrams (pg_trgm) under the user's id (btree_gin),
    // created by the hand-edited migration `*_message_search.sql`.
    index("message_user_content_trgm_idx").using("gin", t.userId, t.content.op("gin_trgm_ops")),
    index("message_reply_to_idx")
      .on(t.conversationId, t.replyTo)
      .where(sql`${t.replyTo} is not null`),
  ],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value),
});

/**
 * Images shared in chat, re-encoded (bounded size, no metadata) when uploaded. An upload is the user's
 * alone until a message takes it; from then on it belongs to that message, and goes with it (deleting the
 * conversation or the account deletes it). Uploads no message took are swept after a day.
 */
export const images = pgTable(
  "image",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    conversationId: varchar("conversation_id", { length: 36 }),
    messageId: varchar("message_id", { length: 36 }),
    mediaType: text("media_type").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    data: bytea("data").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({
      columns: [t.conversationId, t.messageId],
      foreignColumns: [messages.conversationId, messages.id],
    }).onDelete("cascade"),
    index("image_user_idx").on(t.userId),
    index("image_message_idx").on(t.conversationId, t.messageId),
  ],
);

export const adviceRequests = pgTable(
  "advice_request",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    situation: text("situation").notNull(),
    action: text("action").notNull(),
    reaction: text("reaction"),
    /** The structured analysis (lib/advice/analysis-schema.ts) once the model has finished; null before, and after a failure. */
    analysis: jsonb("analysis").$type<AdviceAnalysis>(),
    status: text("status", { enum: ADVICE_STATUSES }).notNull().default("streaming"),
    /** The persona that answered and whether it was the offline advisor: set when the answer settles. */
    persona: text("persona"),
    offline: boolean("offline"),
    helpful: boolean("helpful"),
    /** How it went when the user tried the advice, and the advisor's answer to that, in the same structure. */
    followUp: text("follow_up"),
    followUpAnalysis: jsonb("follow_up_analysis").$type<AdviceAnalysis>(),
    followUpStatus: text("follow_up_status", { enum: ADVICE_STATUSES }),
    followUpAt: moment("follow_up_at"),
    /** The help card shown above each answer when the safety check matched (lib/safety/help-card.ts); null otherwise. */
    helpCard: jsonb("help_card").$type<HelpCardData>(),
    followUpHelpCard: jsonb("follow_up_help_card").$type<HelpCardData>(),
    /**
     * The current model run (the request's, then the follow-up's): its number, so that only that run may
     * settle the row, and when it began, so that a run whose server died reads as failed after a while.
     */
    attempt: integer("attempt").notNull().default(1),
    runStartedAt: timestamp("run_started_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [index("advice_request_user_created_idx").on(t.userId, t.createdAt.desc())],
);

/**
 * A draft the coach read (issue 32, docs/coach.md): the client-chosen id, what was asked, and the answer once
 * settled. The run bookkeeping (`status`, `attempt`, `runStartedAt`) is advice's: only the current attempt
 * settles the row, and a run that went quiet reads as failed. Temporary ones (saving conversation data off)
 * end with the session, like temporary conversations.
 */
export const coachRequests = pgTable(
  "coach_request",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    draft: text("draft").notNull(),
    want: text("want"),
    recipient: text("recipient"),
    /** The markers, request, rewrite and notes; null before the run settles and after a failure. */
    result: jsonb("result").$type<CoachAnswer>(),
    /** The help card shown when the safety check matched the draft; null otherwise. */
    helpCard: jsonb("help_card").$type<HelpCardData>(),
    status: text("status", { enum: ADVICE_STATUSES }).notNull().default("streaming"),
    attempt: integer("attempt").notNull().default(1),
    runStartedAt: timestamp("run_started_at", { withTimezone: true }).notNull().defaultNow(),
    sent: boolean("sent"),
    outcome: text("outcome", { enum: COACH_OUTCOMES }),
    isTemporary: boolean("is_temporary").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index("coach_request_user_created_idx").on(t.userId, t.createdAt.desc())],
);

/**
 * Codes that grant Pro for `durationDays` (spec section 3). `code` is stored as people type it after
 * trimming and upper-casing (`HRTH-XXXX-XXXX-XXXX`); `batchId` groups the codes generated together.
 */
export const redeemCodes = pgTable(
  "redeem_code",
  {
    id: id(),
    code: text("code").notNull().unique(),
    type: text("type", { enum: REDEEM_CODE_TYPES }).notNull(),
    durationDays: integer("duration_days").notNull(),
    maxUses: integer("max_uses").notNull().default(1),
    currentUses: integer("current_uses").notNull().default(0),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    expiresAt: moment("expires_at"),
    isActive: boolean("is_active").notNull().default(true),
    batchId: text("batch_id"),
    createdAt: createdAt(),
  },
  (t) => [index("redeem_code_created_idx").on(t.createdAt.desc()), index("redeem_code_batch_idx").on(t.batchId)],
);

export const redeemCodeUsages = pgTable(
  "redeem_code_usage",
  {
    id: id(),
    codeId: text("code_id")
      .notNull()
      .references(() => redeemCodes.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    redeemedAt: timestamp("redeemed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("redeem_code_usage_code_user_idx").on(t.codeId, t.userId),
    index("redeem_code_usage_redeemed_idx").on(t.redeemedAt),
  ],
);

/**
 * Who was active on which UTC day and how many messages they sent, kept by a trigger on `message`
 * (`*_admin_activity.sql`), so the chat's statements stay untouched and the admin dashboard's daily figures
 * read a small table instead of every message.
 */
export const userActivityDays = pgTable(
  "user_activity_day",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    messages: integer("messages").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] }), index("user_activity_day_day_idx").on(t.day)],
);

export const ADMIN_ACTIONS = [
  "generate_codes",
  "deactivate_code",
  "grant_pro",
  "revoke_pro",
  "grant_admin",
  "revoke_admin",
  "resend_verification",
  "clear_under18_flag",
] as const;

/**
 * Every change an admin makes (who, what, when), written in the same transaction as the change. The
 * command line's grants have no signed-in actor: `actorId` is null and `details.via` says "command".
 */
export const adminAudit = pgTable(
  "admin_audit",
  {
    id: id(),
    actorId: text("actor_id").references(() => users.id, { onDelete: "set null" }),
    action: text("action", { enum: ADMIN_ACTIONS }).notNull(),
    /** What was changed: a user's id, a code's id, or a batch id. */
    targetId: text("target_id"),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index("admin_audit_created_idx").on(t.createdAt.desc())],
);

/** Every e-mail the app sends; the only place e-mail goes when no provider is configured. */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: id(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    /** The designed e-mail; empty in rows written before e-mails had one. */
    html: text("html").notNull().default(""),
    text: text("text").notNull(),
    /** Extra headers as sent (List-Unsubscribe and List-Unsubscribe-Post on reminders). */
    headers: jsonb("headers").$type<Record<string, string>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index("email_outbox_to_created_idx").on(t.to, t.createdAt.desc())],
);

/** Fixed-window counters shared by every app instance. */
export const rateLimits = pgTable("rate_limit", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  windowEndsAt: moment("window_ends_at").notNull(),
});

/** Payment-provider events already applied: the primary key makes each apply once. */
export const paymentEvents = pgTable("payment_event", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true })
    .notNull()
    .default(sql`now()`),
});

/**
 * How often the safety check matched, per UTC day and category, for the admin metrics. Counts only:
 * nothing here says who, in which conversation, or what was written.
 */
export const safetyMetrics = pgTable(
  "safety_metric",
  {
    day: date("day", { mode: "string" }).notNull(),
    category: text("category").notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.category] })],
);

/**
 * A person's safety plan (lib/safety/safety-plan.ts): five short lists they write for hard moments, one plan
 * per account. It is theirs alone: it goes with the account (cascade), and a guest's with the guest session.
 */
export const safetyPlans = pgTable("safety_plan", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  warningSigns: planLines("warning_signs"),
  coping: planLines("coping"),
  people: planLines("people"),
  professionals: planLines("professionals"),
  safer: planLines("safer"),
  createdAt: createdAt(),
  updatedAt: moment("updated_at").notNull().defaultNow(),
});

/**
 * What Hearth remembers of a person across conversations (lib/memory): short lines, each with its kind and
 * source. `topic` keys a learned fact, so learning it again updates the item; `own` items (added or edited by
 * the person) are never changed or dropped by learning. They go with the account (cascade).
 */
export const memories = pgTable(
  "memory",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    text: text("text").notNull(),
    kind: text("kind", { enum: MEMORY_KINDS }).notNull(),
    source: text("source", { enum: MEMORY_SOURCES }).notNull(),
    sourceId: text("source_id"),
    topic: text("topic"),
    own: boolean("own").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: moment("updated_at").notNull().defaultNow(),
    lastUsedAt: moment("last_used_at"),
  },
  (t) => [
    index("memory_user_updated_idx").on(t.userId, t.updatedAt.desc()),
    uniqueIndex("memory_user_topic_idx").on(t.userId, t.topic),
  ],
);

/**
 * The weekly check-in (lib/checkins, docs/insights.md): five answers 0–6, higher is better, an optional
 * sentence, and the day it is about. One per person and ISO week (`YYYY-Www`, in their time zone), held by
 * the unique index, so two sent at once cannot both be stored. They go with the account (cascade).
 */
export const checkins = pgTable(
  "checkin",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    week: text("week").notNull(),
    date: date("date", { mode: "string" }).notNull(),
    satisfaction: smallint("satisfaction").notNull(),
    closeness: smallint("closeness").notNull(),
    heard: smallint("heard").notNull(),
    conflict: smallint("conflict").notNull(),
    fun: smallint("fun").notNull(),
    note: text("note"),
    createdAt: createdAt(),
    updatedAt: moment("updated_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("checkin_user_week_idx").on(t.userId, t.week),
    check(
      "checkin_answers_range",
      sql.raw(
        CHECKIN_QUESTIONS.map((q) => `"${q}" between ${CHECKIN_SCALE.min} and ${CHECKIN_SCALE.max}`).join(" and "),
      ),
    ),
  ],
);

export const DATA_EXPORT_STATUSES = ["pending", "ready", "failed", "downloaded"] as const;

/**
 * "Download my data": a user's zip (lib/export), fetched once. `expiresAt`: pending, when an unfinished build
 * counts as failed (its server died); ready, when the download window closes. Bytes are cleared on download; the
 * scheduled job deletes downloaded and expired rows.
 */
export const dataExports = pgTable(
  "data_export",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text("status", { enum: DATA_EXPORT_STATUSES }).notNull().default("pending"),
    data: bytea("data"),
    createdAt: createdAt(),
    expiresAt: moment("expires_at").notNull(),
  },
  (t) => [
    index("data_export_user_created_idx").on(t.userId, t.createdAt.desc()),
    index("data_export_expires_idx").on(t.expiresAt),
  ],
);

export const SIMULATED_CHECKOUT_STATUSES = ["open", "complete", "expired"] as const;
/** Stripe's subscription statuses, which the simulator produces as Stripe would. */
export const PROVIDER_SUBSCRIPTION_STATUSES = [
  "trialing",
  "active",
  "past_due",
  "unpaid",
  "canceled",
  "incomplete",
  "incomplete_expired",
  "paused",
] as const;

/**
 * The checkout simulator's own records (payments with no Stripe keys): what Stripe would hold for a
 * Checkout Session and a Subscription. Only lib/billing/simulator reads them, as the provider; the app's
 * view of a subscription is the user's columns, synced from here exactly as from Stripe.
 */
export const simulatedCheckoutSessions = pgTable("simulated_checkout_session", {
  id: text("id").primaryKey(),
  customerId: text("customer_id").notNull(),
  clientReferenceId: text("client_reference_id"),
  plan: text("plan", { enum: PLANS }).notNull(),
  trialDays: integer("trial_days"),
  successUrl: text("success_url").notNull(),
  cancelUrl: text("cancel_url").notNull(),
  status: text("status", { enum: SIMULATED_CHECKOUT_STATUSES }).notNull().default("open"),
  subscriptionId: text("subscription_id"),
  createdAt: createdAt(),
  expiresAt: moment("expires_at").notNull(),
});

export const simulatedSubscriptions = pgTable(
  "simulated_subscription",
  {
    id: text("id").primaryKey(),
    customerId: text("customer_id").notNull(),
    plan: text("plan", { enum: PLANS }).notNull(),
    status: text("status", { enum: PROVIDER_SUBSCRIPTION_STATUSES }).notNull(),
    currentPeriodStart: moment("current_period_start").notNull(),
    currentPeriodEnd: moment("current_period_end").notNull(),
    trialEnd: moment("trial_end"),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    canceledAt: moment("canceled_at"),
    endedAt: moment("ended_at"),
    createdAt: createdAt(),
  },
  (t) => [index("simulated_subscription_customer_idx").on(t.customerId)],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type Conversation = typeof conversations.$inferSelect;
export type Message = typeof messages.$inferSelect;
export type Image = typeof images.$inferSelect;
export type AdviceRequest = typeof adviceRequests.$inferSelect;
export type CoachRequestRow = typeof coachRequests.$inferSelect;
export type RedeemCode = typeof redeemCodes.$inferSelect;
export type RedeemCodeUsage = typeof redeemCodeUsages.$inferSelect;
export type AdminAuditEntry = typeof adminAudit.$inferSelect;
export type OutboxEmail = typeof emailOutbox.$inferSelect;
export type SimulatedCheckoutSession = typeof simulatedCheckoutSessions.$inferSelect;
export type SimulatedSubscription = typeof simulatedSubscriptions.$inferSelect;
export type DataExport = typeof dataExports.$inferSelect;
export type SafetyPlan = typeof safetyPlans.$inferSelect;
export type Memory = typeof memories.$inferSelect;
export type Checkin = typeof checkins.$inferSelect;
export type ReminderSettings = typeof reminderSettings.$inferSelect;
export type Reminder = typeof reminders.$inferSelect;
export type PushSubscription = typeof pushSubscriptions.$inferSelect;
export type Language = (typeof LANGUAGES)[number];
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export const REMINDER_KINDS = ["checkin", "followup"] as const;
export const REMINDER_STATUSES = ["pending", "sending", "sent", "skipped", "failed"] as const;

/**
 * Settings → Reminders (lib/reminders). No row reads as REMINDER_DEFAULTS. Hours are whole hours in the
 * account's time zone; `checkinDay` is the ISO weekday (1 Monday … 7 Sunday); quiet hours may wrap midnight
 * and are off when either end is null.
 */
export const reminderSettings = pgTable("reminder_settings", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  checkinEnabled: boolean("checkin_enabled").notNull().default(REMINDER_DEFAULTS.checkinEnabled),
  checkinDay: smallint("checkin_day").notNull().default(REMINDER_DEFAULTS.checkinDay),
  checkinHour: smallint("checkin_hour").notNull().default(REMINDER_DEFAULTS.checkinHour),
  followupsEnabled: boolean("followups_enabled").notNull().default(REMINDER_DEFAULTS.followupsEnabled),
  quietStart: smallint("quiet_start").default(REMINDER_DEFAULTS.quietStart),
  quietEnd: smallint("quiet_end").default(REMINDER_DEFAULTS.quietEnd),
  email: boolean("email").notNull().default(REMINDER_DEFAULTS.email),
  push: boolean("push").notNull().default(REMINDER_DEFAULTS.push),
  updatedAt: updatedAt(),
});

/**
 * One reminder to send: a follow-up on an advice request or a coached message (`key` "followup:advice:<id>"),
 * or a week's check-in ("checkin:2026-W49"); one per key and account. The cron run claims due rows with
 * FOR UPDATE SKIP LOCKED, so overlapping runs send each once; each channel's time marks what was delivered.
 */
export const reminders = pgTable(
  "reminder",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: REMINDER_KINDS }).notNull(),
    key: text("key").notNull(),
    /** Where the reminder leads (an app path such as /advice/<id>#follow-up): never what the moment was. */
    path: text("path").notNull(),
    dueAt: moment("due_at").notNull(),
    status: text("status", { enum: REMINDER_STATUSES }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: moment("next_attempt_at").notNull(),
    claimedAt: moment("claimed_at"),
    emailSentAt: moment("email_sent_at"),
    pushSentAt: moment("push_sent_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("reminder_user_key_idx").on(t.userId, t.key),
    index("reminder_due_idx").on(t.status, t.nextAttemptAt),
  ],
);

/** A browser's Web Push subscription (lib/reminders/push.ts); an endpoint belongs to whoever subscribed last. */
export const pushSubscriptions = pgTable(
  "push_subscription",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull().unique(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("push_subscription_user_idx").on(t.userId)],
);
