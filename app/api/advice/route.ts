import { askForAdvice } from "@/lib/advice/ask";
import { advicePage } from "@/lib/advice/history";
import { adviceListQuerySchema, adviceRequestSchema } from "@/lib/advice/schemas";
import { handler, json, otherMethods, readJson } from "@/lib/api/respond";
import { requireSessionClaims, requireUser } from "@/lib/auth/current-user";
import { localeOfRequest } from "@/lib/i18n/locales";

export const dynamic = "force-dynamic";

/** The user's advice requests, newest first: `?q=` searches, `?cursor=` pages. */
export const GET = handler(async (request) => {
  const { user } = await requireUser(request);
  const query = adviceListQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  return json(await advicePage(user, query));
});

/**
 * Stores the request and streams the analysis as a text stream of its JSON object (with the help card, on
 * a safety match, in the `x-help-card` header). The session version,
 * the daily limit and the request id's owner are checked inside the statement that stores it.
 */
export const POST = handler(async (request) => {
  const claims = await requireSessionClaims(request);
  const input = await readJson(request, adviceRequestSchema);
  return askForAdvice(claims, input, {
    locale: localeOfRequest(request),
    acceptLanguage: request.headers.get("accept-language"),
  });
});

export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");
