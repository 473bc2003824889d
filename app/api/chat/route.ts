import { handler, otherMethods, readJson } from "@/lib/api/respond";
import { requireSessionClaims } from "@/lib/auth/current-user";
import { acceptMessage } from "@/lib/chat/accept";
import { privateReply } from "@/lib/chat/private-reply";
import { streamReply } from "@/lib/chat/reply/stream-reply";
import { chatRequestSchema } from "@/lib/chat/schemas";
import { localeOfRequest } from "@/lib/i18n/locales";

export const dynamic = "force-dynamic";

/**
 * Stores the user's message, then streams the advisor's reply (AI SDK UI message stream); a private chat's
 * message (`private: true`) is answered from the history it brings, and nothing of it is stored.
 */
export const POST = handler(async (request) => {
  const claims = await requireSessionClaims(request);
  const body = await readJson(request, chatRequestSchema);
  const locale = localeOfRequest(request);
  const acceptLanguage = request.headers.get("accept-language");
  if (body.private) return privateReply({ ...body, claims, locale }, { acceptLanguage, signal: request.signal });
  const input = { ...body, claims, locale };
  const turn = await acceptMessage(input);
  return streamReply({ turn, input, acceptLanguage });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
