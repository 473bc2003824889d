import { adviceDetail, removeAdvice } from "@/lib/advice/history";
import { adviceIdSchema } from "@/lib/advice/schemas";
import { handler, json, otherMethods } from "@/lib/api/respond";
import { requireUser } from "@/lib/auth/current-user";

type Context = { params: Promise<{ id: string }> };

export const dynamic = "force-dynamic";

export const GET = handler(async (request, { params }: Context) => {
  const { user } = await requireUser(request);
  const { id } = adviceIdSchema.parse(await params);
  return json(await adviceDetail(user, id));
});

export const DELETE = handler(async (request, { params }: Context) => {
  const { user } = await requireUser(request);
  const { id } = adviceIdSchema.parse(await params);
  await removeAdvice(user, id);
  return json({ ok: true });
});

export const { POST, PUT, PATCH } = otherMethods("GET", "DELETE");
