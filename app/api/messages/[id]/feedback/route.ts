import { handler, json, otherMethods, readJson } from "@/lib/api/respond";
import { requireUser } from "@/lib/auth/current-user";
import { recordFeedback } from "@/lib/chat/conversations";
import { messageIdSchema, feedbackSchema } from "@/lib/chat/schemas";

type Context = { params: Promise<{ id: string }> };

export const POST = handler(async (request, { params }: Context) => {
  const { user } = await requireUser(request);
  const { id } = messageIdSchema.parse(await params);
  const { helpful } = await readJson(request, feedbackSchema);
  return json(await recordFeedback(user, id, helpful));
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
