import { handler, json, readJson } from "@/lib/api/respond";
import { requireUser } from "@/lib/auth/current-user";
import { recordFeedback } from "@/lib/chat/conversations";
import { conversationIdSchema, feedbackSchema } from "@/lib/chat/schemas";

type Context = { params: Promise<{ id: string }> };

export const POST = handler(async (request, { params }: Context) => {
  const { id } = conversationIdSchema.parse(await params);
  const { helpful } = await readJson(request, feedbackSchema);
  const { user } = await requireUser(request);
  return json(await recordFeedback(user, id, helpful));
});
