import { handler, json, otherMethods } from "@/lib/api/respond";
import { requireUser } from "@/lib/auth/current-user";
import { coachDetail, removeCoachRequest } from "@/lib/coach/history";
import { coachIdSchema } from "@/lib/coach/schemas";

type Context = { params: Promise<{ id: string }> };

export const dynamic = "force-dynamic";

export const GET = handler(async (request, { params }: Context) => {
  const { user } = await requireUser(request);
  const { id } = coachIdSchema.parse(await params);
  return json(await coachDetail(user, id));
});

export const DELETE = handler(async (request, { params }: Context) => {
  const { user } = await requireUser(request);
  const { id } = coachIdSchema.parse(await params);
  await removeCoachRequest(user, id);
  return json({ ok: true });
});

export const { POST, PUT, PATCH } = otherMethods("GET", "DELETE");
