import { handler, json, otherMethods, translate } from "@/lib/api/respond";
import { requireUser } from "@/lib/auth/current-user";
import { checkinIdSchema } from "@/lib/checkins/checkin-schema";
import { removeCheckin } from "@/lib/checkins/checkins";

type Context = { params: Promise<{ id: string }> };

export const dynamic = "force-dynamic";

export const DELETE = handler(async (request, { params }: Context) => {
  const { user } = await requireUser(request);
  const { id } = checkinIdSchema.parse(await params);
  await removeCheckin(user, id);
  return json({ deleted: true, message: translate(request, "insights.deleted") });
});

export const { GET, POST, PUT, PATCH } = otherMethods("DELETE");
