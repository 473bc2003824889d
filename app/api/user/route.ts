import { accountWithAdviceHistory } from "@/lib/advice/history";
import { handler, json, otherMethods } from "@/lib/api/respond";
import { requireUser } from "@/lib/auth/current-user";

export const dynamic = "force-dynamic";

export const GET = handler(async (request) => {
  const { user } = await requireUser(request);
  return json(await accountWithAdviceHistory(user));
});

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
