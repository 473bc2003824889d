import { handler, json, otherMethods } from "@/lib/api/respond";
import { requireUser } from "@/lib/auth/current-user";
import { conversationIdSchema } from "@/lib/chat/schemas";
import { stopReply } from "@/lib/chat/stop";

type Context = { params: Promise<{ id: string }> };

export const dynamic = "force-dynamic";

/** Stops the reply being written in the conversation, on whichever server instance writes it. */
export const POST = handler(async (request, { params }: Context) => {
  const { user } = await requireUser(request);
  const { id } = conversationIdSchema.parse(await params);
  return json(await stopReply(user, id));
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
