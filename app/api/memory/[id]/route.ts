import { handler, json, otherMethods, readJson, translate } from "@/lib/api/respond";
import { requireUser } from "@/lib/auth/current-user";
import { changeMemory, forgetMemory } from "@/lib/memory/memories";
import { editMemorySchema, memoryIdSchema } from "@/lib/memory/memory-schema";

type Context = { params: Promise<{ id: string }> };

export const dynamic = "force-dynamic";

/** Edits one of the person's items (text, kind or both), which makes it their own. */
export const PATCH = handler(async (request, { params }: Context) => {
  const { user } = await requireUser(request);
  const { id } = memoryIdSchema.parse(await params);
  const item = await changeMemory(user, id, await readJson(request, editMemorySchema));
  return json({ item, message: translate(request, "memory.saved") });
});

export const DELETE = handler(async (request, { params }: Context) => {
  const { user } = await requireUser(request);
  const { id } = memoryIdSchema.parse(await params);
  await forgetMemory(user, id);
  return json({ deleted: true, message: translate(request, "memory.forgot") });
});

export const { GET, POST, PUT } = otherMethods("PATCH", "DELETE");
