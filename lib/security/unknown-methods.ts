import http, { type IncomingMessage, type ServerResponse } from "node:http";
import { localeOfRequest } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/messages";
import { API_POLICY } from "./content-security-policy";

/** The methods the app's pages and route handlers answer; any other is a 405. */
const SERVED = ["GET", "HEAD", "OPTIONS", "POST", "PUT", "PATCH", "DELETE"];
const INSTALLED = Symbol.for("hearth.unknownMethods");

/** Answers a request whose method the app does not serve (405; JSON on /api) and says so, or leaves it. */
export function refuseUnknownMethod(request: IncomingMessage, response: ServerResponse): boolean {
  if (SERVED.includes(request.method ?? "")) return false;
  response.statusCode = 405;
  response.setHeader("allow", SERVED.join(", "));
  response.setHeader("cache-control", "no-store");
  response.setHeader("x-content-type-options", "nosniff");
  if (!/^\/api(\/|\?|$)/.test(request.url ?? "")) {
    response.end();
    return true;
  }
  const header = (name: string) => [request.headers[name]].flat()[0] ?? null;
  const t = translator(localeOfRequest({ headers: { get: header } }));
  response.setHeader("content-type", "application/json");
  response.setHeader("content-security-policy", API_POLICY);
  response.end(JSON.stringify({ message: t("errors.methodNotAllowed"), code: "method_not_allowed" }));
  return true;
}

/**
 * Next turns each request into a fetch Request, which refuses TRACE, TRACK and CONNECT: such a request
 * ended as a 500 with a stack in the log. So this process's HTTP servers answer unknown methods before
 * Next sees them (instrumentation.ts installs it when the server starts).
 */
export function answerUnknownMethods(): void {
  const prototype = http.Server.prototype as http.Server & { [INSTALLED]?: true };
  if (prototype[INSTALLED]) return;
  prototype[INSTALLED] = true;
  const emit = prototype.emit;
  prototype.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === "request" && refuseUnknownMethod(args[0] as IncomingMessage, args[1] as ServerResponse)) {
      return true;
    }
    return emit.apply(this, [event, ...args] as Parameters<typeof emit>);
  };
}
