import { followUpOnAdvice } from "@/lib/advice/follow-up";
import { adviceIdSchema, followUpSchema } from "@/lib/advice/schemas";
import { handler, otherMethods, readJson } from "@/lib/api/respond";
import { requireSessionClaims } from "@/lib/auth/current-user";
import { localeOfRequest } from "@/lib/i18n/locales";

type Context = { params: Promise<{ id: string }> };

export const dynamic = "force-dynamic";

/** Records how it went and streams the advisor's answer, in the same structure as the analysis. */
export const POST = handler(async (request, { params }: Context) => {
  const claims = await requireSessionClaims(request);
  const { id } = adviceIdSchema.parse(await params);
  const { text } = await readJson(request, followUpSchema);
  return followUpOnAdvice(claims, id, text, {
    locale: localeOfRequest(request),
    acceptLanguage: request.headers.get("accept-language"),
  });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
