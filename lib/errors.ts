/**
 * The one error type, on the server and in the browser. On the server `messageKey` names the
 * translated text (under `errors.` in messages/*.json); in the browser `message` is the text the
 * server sent. `fields` carries extras such as `needsVerification`, `email`, `waitTime`, `fieldErrors`.
 */
export class AppError extends Error {
  readonly code: string;
  readonly status: number;
  readonly messageKey: ErrorKey | undefined;
  readonly fields: Record<string, unknown>;

  constructor(options: {
    code: string;
    status: number;
    messageKey?: ErrorKey;
    message?: string;
    fields?: Record<string, unknown>;
  }) {
    super(options.message ?? options.messageKey ?? options.code);
    this.name = "AppError";
    this.code = options.code;
    this.status = options.status;
    this.messageKey = options.messageKey;
    this.fields = options.fields ?? {};
  }
}

export type ErrorKey = keyof (typeof import("@/messages/en.json"))["errors"];

export const badRequest = (messageKey: ErrorKey = "invalidInput", fields?: Record<string, unknown>) =>
  new AppError({ code: "invalid_input", status: 400, messageKey, fields });
export const unauthorized = () => new AppError({ code: "unauthorized", status: 401, messageKey: "sessionExpired" });
export const forbidden = (messageKey: ErrorKey = "forbidden", code = "forbidden") =>
  new AppError({ code, status: 403, messageKey });
export const notFound = () => new AppError({ code: "not_found", status: 404, messageKey: "notFound" });
