import { handler, json, otherMethods, readJson } from "@/lib/api/respond";
import { requireUser } from "@/lib/auth/current-user";
import { conversationWithMessages, removeConversation, retitleConversation } from "@/lib/chat/conversations";
import {
  conversationIdSchema,
  deleteConversationQuerySchema,
  messagePageSchema,
  renameSchema,
} from "@/lib/chat/schemas";

type Context = { params: Promise<{ id: string }> };

export const dynamic = "force-dynamic";

export const GET = handler(async (request, { params }: Context) => {
  const { user } = await requireUser(request);
  const { id } = conversationIdSchema.parse(await params);
  const page = messagePageSchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  return json(await conversationWithMessages(user, id, page));
});

export const PATCH = handler(async (request, { params }: Context) => {
  const { user } = await requireUser(request);
  const { id } = conversationIdSchema.parse(await params);
  const { title } = await readJson(request, renameSchema);
  return json(await retitleConversation(user, id, title));
});

export const DELETE = handler(async (request, { params }: Context) => {
  const { user } = await requireUser(request);
  const { id } = conversationIdSchema.parse(await params);
  const { forgetMemory } = deleteConversationQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  await removeConversation(user, id, { forgetMemories: forgetMemory === "true" });
  return json({ ok: true });
});

export const { POST, PUT } = otherMethods("GET", "PATCH", "DELETE");
