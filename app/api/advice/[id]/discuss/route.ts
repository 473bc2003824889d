import { discussInChat } from "@/lib/advice/discuss";
import { adviceIdSchema, discussSchema } from "@/lib/advice/schemas";
import { handler, json, otherMethods, readJson } from "@/lib/api/respond";
import { requireUser } from "@/lib/auth/current-user";

type Context = { params: Promise<{ id: string }> };

/** Opens a new conversation that starts with this request and its analysis. */
export const POST = handler(async (request, { params }: Context) => {
  const { user } = await requireUser(request);
  const { id } = adviceIdSchema.parse(await params);
  const { conversationId } = await readJson(request, discussSchema);
  return json(await discussInChat(user, id, conversationId), { status: 201 });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
