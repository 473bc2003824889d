import { handler, json, otherMethods, readJson } from "@/lib/api/respond";
import { requireSessionClaims, requireUser } from "@/lib/auth/current-user";
import { askCoach } from "@/lib/coach/ask";
import { coachPage } from "@/lib/coach/history";
import { coachListQuerySchema, coachRequestSchema } from "@/lib/coach/schemas";
import { localeOfRequest } from "@/lib/i18n/locales";

export const dynamic = "force-dynamic";

/** The user's coach requests, newest first: `?q=` searches, `?cursor=` pages. */
export const GET = handler(async (request) => {
  const { user } = await requireUser(request);
  const query = coachListQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  return json(await coachPage(user, query));
});

/**
 * Stores the draft and streams the coach's answer as a text stream of its JSON object (with the help card, on a
 * safety match, in the `x-help-card` header). The session, the daily limit and the id's owner are checked inside
 * the statement that stores it.
 */
export const POST = handler(async (request) => {
  const claims = await requireSessionClaims(request);
  const input = await readJson(request, coachRequestSchema);
  return askCoach(claims, input, {
    locale: localeOfRequest(request),
    acceptLanguage: request.headers.get("accept-language"),
  });
});

export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");
