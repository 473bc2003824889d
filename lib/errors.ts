/**
 * Every error the API can answer, by code: the HTTP status and the translated message (a key under
 * `errors.` in messages/*.json) follow from the code, so the compiler checks every throw site and every
 * place the browser branches on a code. `network` and `http_error` exist only in the browser.
 */
export const ERRORS = {
  invalid_input: { status: 400, messageKey: "invalidInput" },
  invalid_json: { status: 400, messageKey: "invalidInput" },
  invalid_cursor: { status: 400, messageKey: "invalidInput" },
  payload_too_large: { status: 413, messageKey: "payloadTooLarge" },
  unsupported_media_type: { status: 415, messageKey: "unsupportedMediaType" },
  signed_out: { status: 401, messageKey: "signInRequired" },
  unauthorized: { status: 401, messageKey: "sessionExpired" },
  cron_unauthorized: { status: 401, messageKey: "cronSecret" },
  forbidden: { status: 403, messageKey: "forbidden" },
  cross_site: { status: 403, messageKey: "crossSite" },
  not_found: { status: 404, messageKey: "notFound" },
  method_not_allowed: { status: 405, messageKey: "methodNotAllowed" },
  conflict: { status: 409, messageKey: "conflict" },
  rate_limited: { status: 429, messageKey: "rateLimited" },
  invalid_credentials: { status: 401, messageKey: "invalidCredentials" },
  email_not_verified: { status: 403, messageKey: "emailNotVerified" },
  account_not_verified: { status: 409, messageKey: "accountNotVerified" },
  already_registered: { status: 400, messageKey: "alreadyRegistered" },
  invalid_code: { status: 400, messageKey: "invalidCode" },
  code_expired: { status: 400, messageKey: "codeExpired" },
  code_locked: { status: 400, messageKey: "codeLocked" },
  invalid_reset_token: { status: 400, messageKey: "invalidResetToken" },
  wrong_password: { status: 400, messageKey: "wrongCurrentPassword" },
  daily_limit: { status: 429, messageKey: "dailyLimit" },
  conversation_limit: { status: 403, messageKey: "conversationLimit" },
  premium_tone: { status: 403, messageKey: "premiumTone" },
  pro_required: { status: 403, messageKey: "proResponseMode" },
  reply_in_progress: { status: 409, messageKey: "replyInProgress" },
  invalid_image: { status: 400, messageKey: "invalidImage" },
  voice_unavailable: { status: 409, messageKey: "voiceUnavailable" },
  invalid_audio: { status: 400, messageKey: "invalidAudio" },
  adult_attestation_required: { status: 400, messageKey: "adultAttestationRequired" },
  guest_checkout: { status: 403, messageKey: "guestCheckout" },
  already_subscribed: { status: 409, messageKey: "alreadySubscribed" },
  already_pro: { status: 409, messageKey: "alreadyPro" },
  pro_from_code: { status: 409, messageKey: "proFromCode" },
  nothing_to_resume: { status: 409, messageKey: "nothingToResume" },
  payment_incomplete: { status: 409, messageKey: "paymentIncomplete" },
  no_subscription_found: { status: 404, messageKey: "noSubscriptionFound" },
  no_billing_account: { status: 404, messageKey: "noBillingAccount" },
  invalid_signature: { status: 400, messageKey: "invalidSignature" },
  payment_provider: { status: 502, messageKey: "paymentProvider" },
  card_declined: { status: 402, messageKey: "cardDeclined" },
  checkout_closed: { status: 409, messageKey: "checkoutClosed" },
  subscription_action_unavailable: { status: 409, messageKey: "subscriptionActionUnavailable" },
  guest_redeem: { status: 403, messageKey: "guestRedeem" },
  redeem_code_unknown: { status: 404, messageKey: "redeemCodeUnknown" },
  // The same status as an unknown code: a deactivated code is no easier to find by probing.
  redeem_code_deactivated: { status: 404, messageKey: "redeemCodeDeactivated" },
  redeem_code_expired: { status: 410, messageKey: "redeemCodeExpired" },
  redeem_code_used_up: { status: 409, messageKey: "redeemCodeUsedUp" },
  redeem_code_already_redeemed: { status: 409, messageKey: "redeemCodeAlreadyRedeemed" },
  redeem_lifetime: { status: 409, messageKey: "redeemLifetime" },
  confirm_required: { status: 409, messageKey: "confirmRequired" },
  already_verified: { status: 409, messageKey: "alreadyVerified" },
  advice_unanswered: { status: 409, messageKey: "adviceUnanswered" },
  follow_up_recorded: { status: 409, messageKey: "followUpRecorded" },
  guest_memory: { status: 403, messageKey: "guestMemory" },
  memory_full: { status: 409, messageKey: "memoryFull" },
  memory_full_pro: { status: 409, messageKey: "memoryFullPro" },
  guest_checkins: { status: 403, messageKey: "guestCheckins" },
  checkin_exists: { status: 409, messageKey: "checkinExists" },
  guest_reminders: { status: 403, messageKey: "guestReminders" },
  push_unavailable: { status: 409, messageKey: "pushUnavailable" },
  follow_up_reminder_pro: { status: 403, messageKey: "followUpReminderPro" },
  invalid_unsubscribe: { status: 400, messageKey: "invalidUnsubscribe" },
  export_not_ready: { status: 409, messageKey: "exportNotReady" },
  export_gone: { status: 410, messageKey: "exportGone" },
  subscription_cancel_failed: { status: 502, messageKey: "subscriptionCancelFailed" },
  internal: { status: 500, messageKey: "server" },
  network: { status: 0, messageKey: "connection" },
  http_error: { status: 0, messageKey: "generic" },
} as const satisfies Record<string, { status: number; messageKey: ErrorKey }>;

export type ErrorCode = keyof typeof ERRORS;
export type ErrorKey = keyof (typeof import("@/messages/en.json"))["errors"];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === "string" && Object.hasOwn(ERRORS, value);
}

/**
 * The one error type, on the server and in the browser. On the server the message is translated from
 * the code's key when answered; in the browser `message` is the text the server sent. `fields` carries
 * extras such as `needsVerification`, `email`, `waitTime`, `fieldErrors`.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly messageKey: ErrorKey;
  readonly fields: Record<string, unknown>;
  /** Response headers the answer carries (e.g. `Allow` on a 405). */
  readonly headers: Record<string, string>;

  constructor(
    code: ErrorCode,
    options: {
      fields?: Record<string, unknown>;
      status?: number;
      message?: string;
      headers?: Record<string, string>;
    } = {},
  ) {
    super(options.message ?? ERRORS[code].messageKey);
    this.name = "AppError";
    this.code = code;
    this.status = options.status ?? ERRORS[code].status;
    this.messageKey = ERRORS[code].messageKey;
    this.fields = options.fields ?? {};
    this.headers = options.headers ?? {};
  }
}
