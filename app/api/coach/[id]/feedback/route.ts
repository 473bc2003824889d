import { handler, json, otherMethods, readJson } from "@/lib/api/respond";
import { requireUser } from "@/lib/auth/current-user";
import { recordCoachFeedback } from "@/lib/coach/history";
import { coachFeedbackSchema, coachIdSchema } from "@/lib/coach/schemas";

type Context = { params: Promise<{ id: string }> };

/** "I sent it" and how it went (`{sent?, outcome?}`), on the user's own request. */
export const POST = handler(async (request, { params }: Context) => {
  const { user } = await requireUser(request);
  const { id } = coachIdSchema.parse(await params);
  const feedback = await readJson(request, coachFeedbackSchema);
  return json(await recordCoachFeedback(user, id, feedback));
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
