import type { z } from "zod";
import { ADMIN_COMMAND_HEADER, adminCommandSchema } from "@/lib/admin/admin-command";
import {
  adminIdSchema,
  auditQuerySchema,
  codeListQuerySchema,
  deactivateCodeSchema,
  generateCodesSchema,
  metricsQuerySchema,
  userActionSchema,
  userSearchQuerySchema,
} from "@/lib/admin/schemas";
import { adviceAnalysisSchema } from "@/lib/advice/analysis-schema";
import {
  adviceIdSchema,
  adviceListQuerySchema,
  adviceRequestSchema,
  discussSchema,
  followUpSchema,
} from "@/lib/advice/schemas";
import { coachFeedbackSchema, coachIdSchema, coachListQuerySchema, coachRequestSchema } from "@/lib/coach/schemas";
import {
  adultAttestationSchema,
  changePasswordSchema,
  forgotPasswordSchema,
  guestLoginSchema,
  languageSchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
  sendVerificationSchema,
  verifyEmailSchema,
} from "@/lib/auth/schemas";
import {
  checkoutSchema,
  checkoutSessionParamsSchema,
  directActivationSchema,
  verifyPaymentSchema,
  verifySubscriptionSchema,
  webhookEventSchema,
} from "@/lib/billing/schemas";
import { simulatedPaymentSchema, simulatedPortalSchema } from "@/lib/billing/simulator/schemas";
import {
  chatRequestSchema,
  conversationIdSchema,
  deleteConversationQuerySchema,
  feedbackSchema,
  listQuerySchema,
  messageIdSchema,
  messagePageSchema,
  newConversationSchema,
  renameSchema,
} from "@/lib/chat/schemas";
import type { DevSurface } from "@/lib/dev/surfaces";
import { outboxQuerySchema } from "@/lib/email/schemas";
import type { ErrorCode } from "@/lib/errors";
import { dataExportIdSchema } from "@/lib/export/schemas";
import { imageIdSchema } from "@/lib/images/schemas";
import type { RateLimitName } from "@/lib/limits/rate-limit";
import { profileSchema } from "@/lib/profile/fields";
import { redeemSchema } from "@/lib/redeem/schemas";
import { pushSubscriptionSchema, pushUnsubscribeSchema } from "@/lib/reminders/push-subscription-schema";
import {
  followUpReminderSchema,
  reminderSettingsSchema,
  reminderSubjectIdSchema,
} from "@/lib/reminders/reminder-schema";
import { unsubscribeQuerySchema } from "@/lib/reminders/unsubscribe-schema";
import { safetyNoticeSchema } from "@/lib/safety/notice-schema";
import { addMemorySchema, editMemorySchema, memoryIdSchema } from "@/lib/memory/memory-schema";
import { checkinIdSchema, checkinRangeSchema, checkinSchema } from "@/lib/checkins/checkin-schema";
import { safetyPlanSchema } from "@/lib/safety/safety-plan-schema";
import { settingsSchema, toneSchema } from "@/lib/settings/settings-schema";
import { speechSchema } from "@/lib/voice/schemas";

export const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
export type Method = (typeof METHODS)[number];

/** The areas of the API, in the order docs/api.md lists them: a heading, the page on its behaviour, a note. */
export const TAGS = {
  accounts: { title: "Accounts and sessions", page: "accounts.md" },
  chat: { title: "Chat and conversations", page: "chat.md" },
  advice: { title: "Advice requests", page: "advice.md" },
  coach: { title: "Coach", page: "coach.md" },
  memory: { title: "Memory", page: "memory.md" },
  insights: { title: "Check-ins and insights", page: "insights.md" },
  reminders: { title: "Reminders", page: "reminders.md" },
  profile: { title: "Profile and settings", page: "profile.md" },
  safety: { title: "Safety", page: "safety.md#safety-plan" },
  billing: {
    title: "Billing",
    page: "billing.md",
    note: "A checkout session id that is not the caller's (made for another user or customer) is a 404 and changes nothing.",
  },
  data: { title: "Your data", page: "data.md" },
  admin: {
    title: "Admin",
    page: "admin.md",
    note: "Every route answers 401 signed out and 403 to anyone without the right, before reading its input.",
  },
  jobs: {
    title: "Scheduled jobs",
    page: "configuration.md#scheduled-jobs",
    note: "Each answers `Authorization: Bearer <CRON_SECRET>`, else 401 `cron_unauthorized`.",
  },
  health: { title: "Health", page: "configuration.md#the-health-check" },
  development: {
    title: "Development",
    page: "configuration.md#development-only-surfaces",
    note: "Each answers 404 unless its mode is on.",
  },
} as const satisfies Record<string, { title: string; page: string; note?: string }>;
export type Tag = keyof typeof TAGS;

/**
 * Who may call: `session` needs a signed-in user (401 `signed_out` without a cookie, `unauthorized` with a
 * dead one); `optional` reads a session when there is one; `admin` also needs the admin right (403).
 */
export type Access = "none" | "session" | "optional" | "admin" | "cron" | "admin-command" | "stripe-signature";

/** A success answer: JSON unless `media` says otherwise; `schema` only where the code has one. */
export type Answer = { status: number; description: string; media?: string; schema?: z.ZodType };

export type Operation = {
  tag: Tag;
  summary: string;
  access: Access;
  params?: z.ZodType;
  query?: z.ZodType;
  /** What a query parameter means, where its name and schema do not say. */
  queryNotes?: Record<string, string>;
  /** A JSON body read by `readJson`, a multipart upload's field, or a body read exactly as sent (a signed webhook). */
  body?: z.ZodType | { multipart: string } | { raw: z.ZodType };
  answers: Answer[];
  /** The codes this operation answers beyond those that follow from its access, input and limits. */
  errors?: ErrorCode[];
  limits?: RateLimitName[];
  /** A dev-only surface: 404 `not_found` while its mode is off (lib/dev/surfaces.ts). */
  dev?: DevSurface;
  /** For a caller that authenticates otherwise (a signed webhook): another site's write is no matter. */
  crossSiteAllowed?: true;
};

const ok = (description: string, schema?: z.ZodType): Answer[] => [{ status: 200, description, schema }];
const PUBLIC_USER = "The account as the browser sees it (`publicUser`).";
const CRON = (job: string): Operation => ({
  tag: "jobs",
  summary: `Runs the scheduled job \`${job}\`: \`{job, deleted}\`.`,
  access: "cron",
  answers: ok("`{job, deleted}`: the job's name and how many rows it removed."),
});

/** GET/PUT/DELETE /api/{advice,coach}/{id}/reminder: one request's "ask me how it went". */
function followUpReminderRoutes(
  subject: "advice" | "coach",
  what: string,
): Record<string, Partial<Record<Method, Operation>>> {
  const common = { tag: "reminders", access: "session", params: reminderSubjectIdSchema } as const;
  return {
    [`/api/${subject}/[id]/reminder`]: {
      GET: {
        ...common,
        summary: `The follow-up reminder of ${what}.`,
        answers: ok("`{reminder}`: `{dueAt, status}` or `null`."),
      },
      PUT: {
        ...common,
        summary: `"Ask me how it went" on ${what}: sets or moves its one reminder (Pro: the free plan keeps a request a day).`,
        body: followUpReminderSchema,
        answers: ok("`{reminder, message}`."),
        errors: ["guest_reminders", "follow_up_reminder_pro", "not_found"],
      },
      DELETE: {
        ...common,
        summary: `Cancels the follow-up reminder of ${what}.`,
        answers: ok("`{reminder: null, message}`."),
        errors: ["not_found"],
      },
    },
  };
}

/**
 * Every route under /api, by the URL pattern its folder gives (route groups leave no trace), with the methods
 * it serves. tests/unit/openapi.test.ts checks this against the route files on disk; the catch-all
 * `/api/[...path]` serves no method of its own (every path without a route is a JSON 404).
 */
export const ROUTES: Record<string, Partial<Record<Method, Operation>>> = {
  "/api/[...path]": {},

  // Accounts and sessions
  "/api/register": {
    POST: {
      tag: "accounts",
      summary: "Creates an account and e-mails a six-digit code.",
      access: "none",
      body: registerSchema,
      answers: [{ status: 201, description: "`{message, ...}`: the account waits for its code." }],
      errors: ["already_registered", "account_not_verified"],
      limits: ["registerPerAddress", "sendCodePerAccount"],
    },
  },
  "/api/send-verification": {
    POST: {
      tag: "accounts",
      summary: "Sends a new verification code (one a minute).",
      access: "none",
      body: sendVerificationSchema,
      answers: ok("`{message}`."),
      limits: ["sendCodePerAddress", "sendCodePerAccount"],
    },
  },
  "/api/verify-email": {
    POST: {
      tag: "accounts",
      summary: "A correct code verifies the address and signs the user in (remember me on).",
      access: "optional",
      body: verifyEmailSchema,
      answers: ok(`\`{message, user}\`, with the session cookie. ${PUBLIC_USER}`),
      errors: ["invalid_code", "code_expired", "code_locked"],
    },
  },
  "/api/login": {
    POST: {
      tag: "accounts",
      summary: "Signs in with e-mail address (`username`) and password.",
      access: "none",
      body: loginSchema,
      answers: ok(`The user, with the session cookie. ${PUBLIC_USER}`),
      errors: ["invalid_credentials", "email_not_verified"],
      limits: ["loginPerAddress", "loginPerDevice"],
    },
  },
  "/api/guest-login": {
    POST: {
      tag: "accounts",
      summary: "A guest account with a browser-session cookie.",
      access: "none",
      body: guestLoginSchema,
      answers: ok(`The guest user. ${PUBLIC_USER}`),
      limits: ["guestPerAddress"],
    },
  },
  "/api/adult-attestation": {
    POST: {
      tag: "accounts",
      summary: "Before a Google sign-up: the visitor confirms being 18 or older.",
      access: "none",
      body: adultAttestationSchema,
      answers: ok("`{ok: true}`, with the attestation cookie Google's callback reads."),
    },
  },
  "/api/auth/[...nextauth]": {
    GET: {
      tag: "accounts",
      summary: "Auth.js's OAuth flow (Google's sign-in and callback); its own pages are a JSON 404.",
      access: "none",
      answers: [{ status: 302, description: "To the identity provider or back to the app." }],
      errors: ["not_found", "adult_attestation_required"],
    },
    POST: {
      tag: "accounts",
      summary: "Auth.js's OAuth flow: starts a provider's sign-in.",
      access: "none",
      answers: [{ status: 302, description: "To the identity provider." }],
      errors: ["not_found"],
    },
  },
  "/api/logout": {
    POST: {
      tag: "accounts",
      summary: "Signs out this browser; without a valid session it just clears the cookie.",
      access: "optional",
      answers: ok("`{ok: true}`, clearing the session cookie."),
    },
  },
  "/api/logout/everywhere": {
    POST: {
      tag: "accounts",
      summary: "Ends every session of the account, this browser's included.",
      access: "session",
      answers: ok("`{ok: true}`, clearing the session cookie."),
    },
  },
  "/api/change-password": {
    POST: {
      tag: "accounts",
      summary: "Changes the password; every other session ends, this browser's stays.",
      access: "session",
      body: changePasswordSchema,
      answers: ok("`{message}`."),
      errors: ["wrong_password"],
      limits: ["changePasswordPerAccount"],
    },
  },
  "/api/forgot-password": {
    POST: {
      tag: "accounts",
      summary: "E-mails a reset link (valid an hour); the same answer whether or not the account exists.",
      access: "none",
      body: forgotPasswordSchema,
      answers: ok("`{message}`."),
      limits: ["forgotPerAddress", "forgotPerAccount"],
    },
  },
  "/api/reset-password": {
    POST: {
      tag: "accounts",
      summary: "A new password from the link's token; every other session ends.",
      access: "none",
      body: resetPasswordSchema,
      answers: ok("`{message}`."),
      errors: ["invalid_reset_token"],
      limits: ["resetPerAddress"],
    },
  },
  "/api/session/expired": {
    GET: {
      tag: "accounts",
      summary: "Clears a revoked session's cookie and sends the browser to /auth.",
      access: "none",
      answers: [{ status: 303, description: "To /auth, clearing the session cookie." }],
    },
  },
  "/api/user": {
    GET: {
      tag: "accounts",
      summary: "The account, with `adviceHistory` (the latest 20 advice requests).",
      access: "session",
      answers: ok("The account and its `adviceHistory`."),
    },
  },
  "/api/usage": {
    GET: {
      tag: "accounts",
      summary: "The day's message count against the daily allowance.",
      access: "session",
      answers: ok("The day's usage."),
    },
  },
  "/api/safety-notice": {
    POST: {
      tag: "safety",
      summary: "The first-use notice, acknowledged once per account (with the 18+ confirmation if missing).",
      access: "session",
      body: safetyNoticeSchema,
      answers: ok(PUBLIC_USER),
      errors: ["adult_attestation_required", "not_found"],
    },
  },

  // Chat and conversations
  "/api/chat": {
    POST: {
      tag: "chat",
      summary:
        "Stores the message (and its `imageIds`), then streams the reply; `private: true` with the `history` so far: a private chat's reply, nothing stored.",
      access: "session",
      body: chatRequestSchema,
      answers: [{ status: 200, description: "The AI SDK's UI message stream.", media: "text/event-stream" }],
      errors: ["daily_limit", "conversation_limit", "reply_in_progress", "conflict", "not_found"],
    },
  },
  "/api/chat/[id]/stream": {
    GET: {
      tag: "chat",
      summary: "Resumes the reply to the conversation's latest message.",
      access: "session",
      params: conversationIdSchema,
      answers: [
        { status: 200, description: "The reply's UI message stream.", media: "text/event-stream" },
        { status: 204, description: "No reply is being written." },
      ],
      errors: ["not_found"],
    },
  },
  "/api/chat/[id]/stop": {
    POST: {
      tag: "chat",
      summary: "Stops the reply being written (whichever server writes it); it is stored as `stopped`.",
      access: "session",
      params: conversationIdSchema,
      answers: ok("`{stopping}`: false when no reply was being written."),
      errors: ["not_found"],
    },
  },
  "/api/conversations": {
    GET: {
      tag: "chat",
      summary: "The conversations by cursor, each with a plain-text `preview`; `?q=` searches titles and messages.",
      access: "session",
      query: listQuerySchema,
      queryNotes: { q: "Searches titles and messages.", cursor: "The previous page's `nextCursor`." },
      answers: ok("A page of conversations and the next cursor."),
      errors: ["invalid_cursor"],
    },
    POST: {
      tag: "chat",
      summary: "A new, empty conversation with the id the client chose.",
      access: "session",
      body: newConversationSchema,
      answers: [{ status: 201, description: "The conversation." }],
      errors: ["conversation_limit", "not_found"],
    },
  },
  "/api/conversations/[id]": {
    GET: {
      tag: "chat",
      summary: "The newest messages (`?limit=`, default 50) and `olderCursor`; `?before=` the ones before them.",
      access: "session",
      params: conversationIdSchema,
      query: messagePageSchema,
      queryNotes: { before: "The previous page's `olderCursor`: the messages before it." },
      answers: ok("The conversation and a page of its messages."),
      errors: ["not_found", "invalid_cursor"],
    },
    PATCH: {
      tag: "chat",
      summary: "Renames the conversation.",
      access: "session",
      params: conversationIdSchema,
      body: renameSchema,
      answers: ok("The conversation."),
      errors: ["not_found"],
    },
    DELETE: {
      tag: "chat",
      summary: "Deletes the conversation, its messages and images; `forgetMemory=true` also what memory learned there.",
      access: "session",
      params: conversationIdSchema,
      query: deleteConversationQuerySchema,
      answers: ok("`{ok: true}`."),
      errors: ["not_found"],
    },
  },
  "/api/messages/[id]/feedback": {
    POST: {
      tag: "chat",
      summary: "Whether a reply helped.",
      access: "session",
      params: messageIdSchema,
      body: feedbackSchema,
      answers: ok("The feedback as stored."),
      errors: ["not_found"],
    },
  },
  "/api/images": {
    POST: {
      tag: "chat",
      summary: "Uploads an image for a message (multipart, field `file`); it is re-encoded with no metadata.",
      access: "session",
      body: { multipart: "file" },
      answers: ok("`{id, width, height}`."),
      errors: ["invalid_image"],
      limits: ["imageUploadsPerAccount"],
    },
  },
  "/api/images/[id]": {
    GET: {
      tag: "chat",
      summary: "The stored image, to its owner only.",
      access: "session",
      params: imageIdSchema,
      answers: [{ status: 200, description: "The image; its bytes never change.", media: "image/jpeg" }],
      errors: ["not_found"],
    },
  },
  "/api/voice": {
    GET: {
      tag: "chat",
      summary: "Whether voice chat uses this server's speech service or the browser's own.",
      access: "session",
      answers: ok("`{server}`."),
    },
  },
  "/api/voice/transcribe": {
    POST: {
      tag: "chat",
      summary: "Transcribes one recorded turn (multipart, field `audio`); the audio is never stored.",
      access: "session",
      body: { multipart: "audio" },
      answers: ok("`{text}`."),
      errors: ["invalid_audio", "voice_unavailable"],
      limits: ["voicePerAccount"],
    },
  },
  "/api/voice/speech": {
    POST: {
      tag: "chat",
      summary: "Reads a passage of the reply aloud in the persona's voice (never stored).",
      access: "session",
      body: speechSchema,
      answers: [{ status: 200, description: "The audio.", media: "audio/*" }],
      errors: ["voice_unavailable"],
      limits: ["voicePerAccount"],
    },
  },

  // Advice requests
  "/api/advice": {
    GET: {
      tag: "advice",
      summary: "The user's advice requests, newest first: `?q=` searches, `?cursor=` pages.",
      access: "session",
      query: adviceListQuerySchema,
      queryNotes: { q: "Searches the requests.", cursor: "The previous page's `nextCursor`." },
      answers: ok("`{requests: [{id, title, createdAt, status, persona, helpful, followedUp}], nextCursor}`."),
      errors: ["invalid_cursor"],
    },
    POST: {
      tag: "advice",
      summary: "Stores the request and streams its analysis (a safety match adds the `x-help-card` header).",
      access: "session",
      body: adviceRequestSchema,
      answers: [
        {
          status: 200,
          description: "A text stream of the analysis's JSON object.",
          media: "text/plain",
          schema: adviceAnalysisSchema,
        },
      ],
      errors: ["daily_limit", "reply_in_progress", "not_found"],
    },
  },
  "/api/advice/[id]": {
    GET: {
      tag: "advice",
      summary: "The request, its statuses, `analysis`, `followUp` and `followUpAnalysis`.",
      access: "session",
      params: adviceIdSchema,
      answers: ok("The advice request."),
      errors: ["not_found"],
    },
    DELETE: {
      tag: "advice",
      summary: "Deletes the request.",
      access: "session",
      params: adviceIdSchema,
      answers: ok("`{ok: true}`."),
      errors: ["not_found"],
    },
  },
  "/api/advice/[id]/feedback": {
    POST: {
      tag: "advice",
      summary: "Whether the analysis helped; only on an answered request.",
      access: "session",
      params: adviceIdSchema,
      body: feedbackSchema,
      answers: ok("`{id, helpful}`."),
      errors: ["not_found"],
    },
  },
  "/api/advice/[id]/follow-up": {
    POST: {
      tag: "advice",
      summary: "Records how it went and streams the advisor's answer, in the analysis's structure.",
      access: "session",
      params: adviceIdSchema,
      body: followUpSchema,
      answers: [
        {
          status: 200,
          description: "A text stream of the answer's JSON object.",
          media: "text/plain",
          schema: adviceAnalysisSchema,
        },
      ],
      errors: ["advice_unanswered", "follow_up_recorded", "daily_limit", "reply_in_progress", "not_found"],
    },
  },
  "/api/advice/[id]/discuss": {
    POST: {
      tag: "advice",
      summary: "A new chat seeded with the request and its analysis.",
      access: "session",
      params: adviceIdSchema,
      body: discussSchema,
      answers: [{ status: 201, description: "`{conversationId}`." }],
      errors: ["not_found", "conversation_limit"],
    },
  },

  // Coach
  "/api/coach": {
    GET: {
      tag: "coach",
      summary: "The user's coach requests, newest first: `?q=` searches the drafts and rewrites, `?cursor=` pages.",
      access: "session",
      query: coachListQuerySchema,
      queryNotes: { q: "Searches the drafts and rewrites.", cursor: "The previous page's `nextCursor`." },
      answers: ok("`{items: [{id, draft, request, rewrite, markerCount, sent, outcome, createdAt}], nextCursor}`."),
      errors: ["invalid_cursor"],
    },
    POST: {
      tag: "coach",
      summary: "Stores the draft and streams the coach's answer (a safety match adds the `x-help-card` header).",
      access: "session",
      body: coachRequestSchema,
      answers: [
        {
          status: 200,
          description:
            "A text stream of one JSON object `{markers: [{kind, quote, start, end, why}], request, rewrite, notes}`, the markers written first.",
          media: "text/plain",
        },
      ],
      errors: ["daily_limit", "reply_in_progress", "not_found"],
    },
  },
  "/api/coach/[id]": {
    GET: {
      tag: "coach",
      summary: "The request: the draft, its answer, the help card, the feedback and the status.",
      access: "session",
      params: coachIdSchema,
      answers: ok(
        "`{id, draft, want, recipient, markers, request, rewrite, notes, helpCard, sent, outcome, status, createdAt}`.",
      ),
      errors: ["not_found"],
    },
    DELETE: {
      tag: "coach",
      summary: "Deletes the request.",
      access: "session",
      params: coachIdSchema,
      answers: ok("`{ok: true}`."),
      errors: ["not_found"],
    },
  },
  "/api/coach/[id]/feedback": {
    POST: {
      tag: "coach",
      summary: "Records whether the message was sent and how it went (`better`, `same` or `worse`).",
      access: "session",
      params: coachIdSchema,
      body: coachFeedbackSchema,
      answers: ok("The request, as `GET /api/coach/{id}` answers it."),
      errors: ["not_found"],
    },
  },

  // Memory
  "/api/memory": {
    GET: {
      tag: "memory",
      summary: "What Hearth remembers of the user, newest first; a guest has none.",
      access: "session",
      answers: ok(
        "`{enabled, limit, items: [{id, text, kind, source, sourceId, sourceGone, own, createdAt, updatedAt, lastUsedAt}]}`.",
      ),
    },
    POST: {
      tag: "memory",
      summary: "Adds the user's own item (\"add something Hearth should know\"), within the plan's limit.",
      access: "session",
      body: addMemorySchema,
      answers: [{ status: 201, description: "`{item, message}`." }],
      errors: ["guest_memory", "memory_full", "memory_full_pro"],
    },
    DELETE: {
      tag: "memory",
      summary: "Forgets every item.",
      access: "session",
      answers: ok("`{deleted, message}`: how many items went."),
    },
  },
  "/api/memory/[id]": {
    PATCH: {
      tag: "memory",
      summary: "Changes an item's text, kind or both; it becomes the user's own, which learning never changes.",
      access: "session",
      params: memoryIdSchema,
      body: editMemorySchema,
      answers: ok("`{item, message}`."),
      errors: ["not_found"],
    },
    DELETE: {
      tag: "memory",
      summary: "Forgets one item.",
      access: "session",
      params: memoryIdSchema,
      answers: ok("`{deleted: true, message}`."),
      errors: ["not_found"],
    },
  },

  // Check-ins and insights
  "/api/checkins": {
    GET: {
      tag: "insights",
      summary:
        "The user's weekly check-ins, oldest first, from week `from` to week `to` (both optional); a guest has none.",
      access: "session",
      query: checkinRangeSchema,
      queryNotes: {
        from: "An ISO week, `YYYY-Www`: the first week included.",
        to: "An ISO week: the last week included.",
      },
      answers: ok(
        "`{checkins: [{id, week, date, answers: {satisfaction, closeness, heard, conflict, fun}, note, createdAt, updatedAt}]}`.",
      ),
    },
    POST: {
      tag: "insights",
      summary:
        "The week's check-in (answers 0–6, a note, a day in the last 8); a second in the same ISO week is 409 `checkin_exists` unless `replace`.",
      access: "session",
      body: checkinSchema,
      answers: [
        { status: 201, description: "`{id, week, replaced: false, checkin, message}`." },
        {
          status: 200,
          description: "`{id, week, replaced: true, checkin, message}`: the week's check-in was replaced.",
        },
      ],
      errors: ["guest_checkins", "checkin_exists"],
    },
  },
  "/api/checkins/[id]": {
    DELETE: {
      tag: "insights",
      summary: "Deletes one of the user's check-ins.",
      access: "session",
      params: checkinIdSchema,
      answers: ok("`{deleted: true, message}`."),
      errors: ["not_found"],
    },
  },

  // Profile and settings
  "/api/onboarding": {
    POST: {
      tag: "profile",
      summary: "Saves the relationship profile.",
      access: "session",
      body: profileSchema,
      answers: ok(PUBLIC_USER),
      errors: ["premium_tone", "not_found"],
    },
  },
  "/api/profile/offered": {
    POST: {
      tag: "profile",
      summary: "The first-run welcome was answered.",
      access: "session",
      answers: ok("`{ok: true}`."),
    },
  },
  "/api/push/subscriptions": {
    GET: {
      tag: "reminders",
      summary: "Web Push for reminders: the key a browser subscribes with (`null` while push is off on the server).",
      access: "session",
      answers: ok("`{publicKey, subscribed}`: the VAPID public key (base64url) and how many browsers are subscribed."),
      errors: ["guest_reminders"],
    },
    POST: {
      tag: "reminders",
      summary:
        "This browser's push subscription (`PushSubscription.toJSON()`'s `endpoint` and `keys`): an `https:` endpoint on a public host. An endpoint already known moves to this account.",
      access: "session",
      body: pushSubscriptionSchema,
      answers: [{ status: 201, description: "`{id}`." }],
      errors: ["guest_reminders", "push_unavailable"],
    },
    DELETE: {
      tag: "reminders",
      summary: "Forgets one of the account's push subscriptions, named by its endpoint.",
      access: "session",
      body: pushUnsubscribeSchema,
      answers: [{ status: 204, description: "Forgotten." }],
      errors: ["guest_reminders", "not_found"],
    },
  },
  "/api/settings": {
    PATCH: {
      tag: "profile",
      summary:
        "Changes any of the account's preferences (the time zone an IANA name, never an offset); `fast` answers are Pro-only.",
      access: "session",
      body: settingsSchema,
      answers: ok("`{user, message}`, the message in the interface language now in effect."),
      errors: ["pro_required", "not_found"],
    },
  },
  "/api/settings/ai-tone": {
    POST: {
      tag: "profile",
      summary: "Chooses the persona (an id or a tone label); Pro-only personas are refused to free users.",
      access: "session",
      body: toneSchema,
      answers: ok(PUBLIC_USER),
      errors: ["premium_tone", "not_found"],
    },
  },
  "/api/settings/language": {
    POST: {
      tag: "profile",
      summary: "The interface language for this browser, and on the account when signed in.",
      access: "optional",
      body: languageSchema,
      answers: ok("`{language}`, with the language cookie."),
    },
  },
  "/api/reminders/unsubscribe": {
    POST: {
      tag: "reminders",
      summary:
        "A reminder e-mail's one-click unsubscribe (RFC 8058): turns the token's kind off. The body is not read.",
      access: "none",
      query: unsubscribeQuerySchema,
      queryNotes: { token: "The signed token from the e-mail's link: it names the account and the kind." },
      answers: ok("`{kind}`: the kind now off, `checkin` or `followup`."),
      errors: ["invalid_unsubscribe"],
      crossSiteAllowed: true,
    },
  },

  // Reminders
  "/api/reminders/settings": {
    GET: {
      tag: "reminders",
      summary: "Settings → Reminders: the weekly check-in, follow-ups, quiet hours and channels; guests have none.",
      access: "session",
      answers: ok(
        "`{checkinEnabled, checkinDay, checkinHour, followupsEnabled, quietStart, quietEnd, email, push, emailVerified, timeZone}`.",
      ),
      errors: ["guest_reminders"],
    },
    PUT: {
      tag: "reminders",
      summary:
        "Changes any of them: hours 0–23 in the account's time zone, the day an ISO weekday (1 Monday … 7 Sunday), quiet hours both set or both null.",
      access: "session",
      body: reminderSettingsSchema,
      answers: ok("`{settings, message}`."),
      errors: ["guest_reminders"],
    },
  },
  ...followUpReminderRoutes("advice", "an advice request"),
  ...followUpReminderRoutes("coach", "a coached message"),

  // Safety
  "/api/safety-plan": {
    GET: {
      tag: "safety",
      summary: "The user's safety plan.",
      access: "session",
      answers: ok("`{plan}`: the five lists and `updatedAt`, or `null`."),
    },
    PUT: {
      tag: "safety",
      summary: "Replaces the whole plan; the same plan again changes nothing (`updatedAt` included).",
      access: "session",
      body: safetyPlanSchema,
      answers: ok("`{plan, message}`."),
    },
    DELETE: {
      tag: "safety",
      summary: "Deletes the plan.",
      access: "session",
      answers: ok("`{deleted, message}`: `deleted` is false when there was none."),
    },
  },

  // Billing
  "/api/checkout": {
    POST: {
      tag: "billing",
      summary: "Starts a subscription checkout; one customer per user.",
      access: "session",
      body: checkoutSchema,
      answers: ok("`{checkoutUrl, sessionId, message}`."),
      errors: ["guest_checkout", "already_subscribed", "already_pro", "pro_from_code", "not_found", "payment_provider"],
      limits: ["checkoutPerAccount"],
    },
  },
  "/api/direct-activate-pro": {
    POST: {
      tag: "billing",
      summary: "Pro from a paid checkout session; `forceActivation` syncs even while it reads as open.",
      access: "session",
      body: directActivationSchema,
      answers: ok("`{message, user}`."),
      errors: ["not_found", "payment_incomplete", "payment_provider"],
      limits: ["activationPerAccount"],
    },
  },
  "/api/verify-subscription": {
    POST: {
      tag: "billing",
      summary: "Syncs the checkout session's subscription; the page asks again until Pro.",
      access: "session",
      body: verifySubscriptionSchema,
      answers: ok("`{user: {isPro, …}}`."),
      errors: ["not_found", "payment_provider"],
      limits: ["activationPerAccount"],
    },
  },
  "/api/verify-payment": {
    POST: {
      tag: "billing",
      summary: "The payment page's check of a checkout session.",
      access: "session",
      body: verifyPaymentSchema,
      answers: ok("`{success, message}`."),
      errors: ["not_found", "payment_provider"],
      limits: ["activationPerAccount"],
    },
  },
  "/api/repair-pro-account": {
    POST: {
      tag: "billing",
      summary: "Re-syncs the subscription by the stored customer.",
      access: "session",
      answers: ok("`{message, user}`."),
      errors: ["no_subscription_found", "payment_provider"],
      limits: ["activationPerAccount"],
    },
  },
  "/api/resume-subscription": {
    POST: {
      tag: "billing",
      summary: "Undoes a cancellation at the period's end at the provider, then syncs.",
      access: "session",
      answers: ok("`{message, user}`."),
      errors: ["nothing_to_resume", "no_billing_account", "payment_provider"],
      limits: ["activationPerAccount"],
    },
  },
  "/api/create-portal-session": {
    POST: {
      tag: "billing",
      summary: "The billing portal, coming back to /settings.",
      access: "session",
      answers: ok("`{url}`."),
      errors: ["no_billing_account", "payment_provider"],
    },
  },
  "/api/billing-portal": {
    GET: {
      tag: "billing",
      summary: "The billing e-mails' link: opens the billing portal, through login when signed out.",
      access: "optional",
      answers: [{ status: 303, description: "To the billing portal, or to login and back." }],
      errors: ["no_billing_account", "payment_provider"],
    },
  },
  "/api/webhooks/stripe": {
    POST: {
      tag: "billing",
      summary: "The payment provider's webhook (Stripe's, and the simulator's events).",
      access: "stripe-signature",
      body: { raw: webhookEventSchema },
      answers: ok("The event's outcome."),
      errors: ["invalid_signature"],
      crossSiteAllowed: true,
    },
  },
  "/api/redeem-code": {
    POST: {
      tag: "billing",
      summary: "Redeems a code; `type` is in words in the caller's language ([redeem codes](redeem.md)).",
      access: "session",
      body: redeemSchema,
      answers: ok("`{type, codeType, message, user}`."),
      errors: [
        "guest_redeem",
        "redeem_code_unknown",
        "redeem_code_deactivated",
        "redeem_code_expired",
        "redeem_code_used_up",
        "redeem_code_already_redeemed",
        "redeem_lifetime",
      ],
      limits: ["redeemPerAccount", "redeemPerAddress"],
    },
  },

  // Your data
  "/api/user/export": {
    GET: {
      tag: "data",
      summary: "The current data export or `null`.",
      access: "session",
      answers: ok("`{export}`: `preparing`, `ready`, `downloaded` or `failed`, with `expiresAt`."),
    },
    POST: {
      tag: "data",
      summary: "Starts a data export.",
      access: "session",
      answers: [
        { status: 201, description: "`{export}`, ready." },
        { status: 202, description: "`{export}`, preparing (a large account; an e-mail says when it is ready)." },
      ],
      limits: ["dataExportPerAccount"],
    },
  },
  "/api/user/export/[id]": {
    GET: {
      tag: "data",
      summary: "The export's zip, to its owner only, once.",
      access: "session",
      params: dataExportIdSchema,
      answers: [{ status: 200, description: "The zip, as an attachment.", media: "application/zip" }],
      errors: ["not_found", "export_not_ready", "export_gone"],
    },
  },
  "/api/user/delete": {
    DELETE: {
      tag: "data",
      summary:
        "Cancels the subscription at the provider, then deletes everything, exports included ([your data](data.md#deleting-an-account)).",
      access: "session",
      answers: ok("`{message}`, clearing the session cookie."),
      errors: ["subscription_cancel_failed"],
    },
  },

  // Admin
  "/api/admin/redeem-codes": {
    GET: {
      tag: "admin",
      summary: "Codes with their uses and redeemers, and `deletedRedeemers` (uses whose account is gone).",
      access: "admin",
      query: codeListQuerySchema,
      queryNotes: { batch: "Only the codes of this batch." },
      answers: ok("A page of codes."),
    },
    POST: {
      tag: "admin",
      summary: "Generates a batch of codes.",
      access: "admin",
      body: generateCodesSchema,
      answers: [{ status: 201, description: "`{batchId, codes: [{id, code, type, maxUses, expiresAt, createdAt}]}`." }],
    },
  },
  "/api/admin/redeem-codes/[id]": {
    PATCH: {
      tag: "admin",
      summary: "Deactivates a code (Pro already granted stays).",
      access: "admin",
      params: adminIdSchema,
      body: deactivateCodeSchema,
      answers: ok("The code."),
      errors: ["not_found", "conflict"],
    },
  },
  "/api/admin/users": {
    GET: {
      tag: "admin",
      summary: "Accounts, newest first: plan facts and counts, never message content.",
      access: "admin",
      query: userSearchQuerySchema,
      queryNotes: {
        q: "Part of an e-mail address or nickname.",
        flagged: "`1`: only accounts flagged as possibly under 18.",
      },
      answers: ok("A page of accounts."),
    },
  },
  "/api/admin/users/[id]": {
    POST: {
      tag: "admin",
      summary: "One change to an account.",
      access: "admin",
      params: adminIdSchema,
      body: userActionSchema,
      answers: ok("The account as it is afterwards."),
      errors: ["not_found", "confirm_required", "already_verified"],
    },
  },
  "/api/admin/metrics": {
    GET: {
      tag: "admin",
      summary: "The overview for 30 or 90 days.",
      access: "admin",
      query: metricsQuerySchema,
      answers: ok("The dashboard's figures."),
    },
  },
  "/api/admin/audit": {
    GET: {
      tag: "admin",
      summary: "Every admin change, newest first, with `actor`, `target` and `details`.",
      access: "admin",
      query: auditQuerySchema,
      answers: ok("A page of the audit log."),
    },
  },
  "/api/admin-command": {
    POST: {
      tag: "admin",
      summary: `\`npm run admin\` while a server holds the PGlite directory (secret in \`${ADMIN_COMMAND_HEADER}\`).`,
      access: "admin-command",
      body: adminCommandSchema,
      answers: ok("`{code, lines}`: the command's exit code and output."),
    },
  },

  // Scheduled jobs
  "/api/cron/data-exports": { GET: CRON("data-exports") },
  "/api/cron/expired-sessions": { GET: CRON("expired-sessions") },
  "/api/cron/outbox": { GET: CRON("outbox") },
  "/api/cron/reminders": {
    GET: {
      tag: "jobs",
      summary:
        "Plans the week's check-in reminders and sends every due reminder once (overlapping runs share them out).",
      access: "cron",
      answers: ok("`{planned, sent, retrying, failed, skipped}`: what this run did."),
    },
  },
  "/api/cron/rate-limits": { GET: CRON("rate-limits") },
  "/api/cron/temporary-conversations": { GET: CRON("temporary-conversations") },
  "/api/cron/unattached-images": { GET: CRON("unattached-images") },

  // Health and development
  "/api/health": {
    GET: {
      tag: "health",
      summary: "Whether the server is ready (load balancers read the status, people the body).",
      access: "none",
      answers: [
        { status: 200, description: "Ready." },
        { status: 503, description: "Not ready: the report says what is missing." },
      ],
    },
  },
  "/api/dev/outbox": {
    GET: {
      tag: "development",
      summary: "The e-mails the outbox holds, newest first.",
      access: "none",
      query: outboxQuerySchema,
      queryNotes: { to: "Only the e-mails to this address." },
      answers: ok("The e-mails."),
      dev: "outbox",
    },
  },
  "/api/dev/checkout/[sessionId]/pay": {
    POST: {
      tag: "development",
      summary: "The checkout simulator's Pay button.",
      access: "session",
      params: checkoutSessionParamsSchema,
      body: simulatedPaymentSchema,
      answers: ok("`{redirectUrl}`: the success page."),
      errors: ["card_declined", "checkout_closed"],
      dev: "simulator",
    },
  },
  "/api/dev/billing-portal": {
    POST: {
      tag: "development",
      summary: "The simulated billing portal's actions.",
      access: "session",
      body: simulatedPortalSchema,
      answers: ok("The simulated portal as it is afterwards."),
      errors: ["no_billing_account", "subscription_action_unavailable"],
      dev: "simulator",
    },
  },
  "/api/bench/bare": {
    POST: {
      tag: "development",
      summary: "The bare streamText baseline for bench/chat-ttft.mjs (no auth, no database).",
      access: "none",
      answers: [{ status: 200, description: "A UI message stream.", media: "text/event-stream" }],
      dev: "bench",
    },
  },
  "/api/bench/advice": {
    POST: {
      tag: "development",
      summary: "The bare structured-output baseline for bench/advice-ttfs.mjs (no auth, no database).",
      access: "none",
      answers: [
        {
          status: 200,
          description: "A text stream of an analysis's JSON object.",
          media: "text/plain",
          schema: adviceAnalysisSchema,
        },
      ],
      dev: "bench",
    },
  },
};
