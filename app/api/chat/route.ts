import { handler, otherMethods, readJson } from "@/lib/api/respond";
import { requireSessionClaims } from "@/lib/auth/current-user";
import { acceptMessage } from "@/lib/chat/accept";
import { streamReply } from "@/lib/chat/reply/stream-reply";
import { chatRequestSchema } from "@/lib/chat/schemas";
import { localeOfRequest } from "@/lib/i18n/locales";

export const dynamic = "force-dynamic";

/** Stores the user's message, then streams the advisor's reply (AI SDK UI message stream). */
export const POST = handler(async (request) => {
  const claims = await requireSessionClaims(request);
  const input = { ...(await readJson(request, chatRequestSchema)), claims, locale: localeOfRequest(request) };
  const turn = await acceptMessage(input);
  return streamReply({ turn, input, acceptLanguage: request.headers.get("accept-language") });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
