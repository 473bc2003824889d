import { recordAdviceFeedback } from "@/lib/advice/history";
import { adviceIdSchema } from "@/lib/advice/schemas";
import { handler, json, otherMethods, readJson } from "@/lib/api/respond";
import { requireUser } from "@/lib/auth/current-user";
import { feedbackSchema } from "@/lib/chat/schemas";

type Context = { params: Promise<{ id: string }> };

/** The spec's feedback `{helpful, adviceId?}` for an advice request: the id is in the path. */
export const POST = handler(async (request, { params }: Context) => {
  const { user } = await requireUser(request);
  const { id } = adviceIdSchema.parse(await params);
  const { helpful } = await readJson(request, feedbackSchema);
  return json(await recordAdviceFeedback(user, id, helpful));
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
