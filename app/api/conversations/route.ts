import { handler, json, otherMethods, readJson } from "@/lib/api/respond";
import { requireUser } from "@/lib/auth/current-user";
import { conversationPage, createEmptyConversation } from "@/lib/chat/conversations";
import { listQuerySchema, newConversationSchema } from "@/lib/chat/schemas";
import { localeOfRequest } from "@/lib/i18n/locales";

export const dynamic = "force-dynamic";

export const GET = handler(async (request) => {
  const { user } = await requireUser(request);
  const query = listQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  return json(await conversationPage(user, query));
});

export const POST = handler(async (request) => {
  const { user } = await requireUser(request);
  const { id } = await readJson(request, newConversationSchema);
  return json(await createEmptyConversation(user, id, localeOfRequest(request)), { status: 201 });
});

export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");
