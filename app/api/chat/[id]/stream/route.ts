import { handler, otherMethods } from "@/lib/api/respond";
import { requireUser } from "@/lib/auth/current-user";
import { resumeReply } from "@/lib/chat/resume";
import { conversationIdSchema } from "@/lib/chat/schemas";

type Context = { params: Promise<{ id: string }> };

export const dynamic = "force-dynamic";

/** The reply being written in the conversation, resumed after a reload or in another tab (204: none). */
export const GET = handler(async (request, { params }: Context) => {
  const { user } = await requireUser(request);
  const { id } = conversationIdSchema.parse(await params);
  return resumeReply(user, id);
});

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
