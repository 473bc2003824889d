import { handler, json, otherMethods, readJson, translate } from "@/lib/api/respond";
import { requireUser } from "@/lib/auth/current-user";
import { checkinRangeSchema, checkinSchema } from "@/lib/checkins/checkin-schema";
import { checkIn, checkinsOf } from "@/lib/checkins/checkins";

export const dynamic = "force-dynamic";

/** The signed-in person's check-ins, oldest first: `?from=` and `?to=` (ISO weeks, both included) narrow them. */
export const GET = handler(async (request) => {
  const { user } = await requireUser(request);
  const range = checkinRangeSchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  return json({ checkins: await checkinsOf(user, range) });
});

/** The week's check-in: 201 when new; with `replace`, 200 when it took the place of the week's earlier one. */
export const POST = handler(async (request) => {
  const { user } = await requireUser(request);
  const { checkin, replaced } = await checkIn(user, await readJson(request, checkinSchema));
  return json(
    {
      id: checkin.id,
      week: checkin.week,
      replaced,
      checkin,
      message: translate(request, replaced ? "insights.replaced" : "insights.checkedIn"),
    },
    { status: replaced ? 200 : 201 },
  );
});

export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");
