import { handler, json, otherMethods, readJson, translate } from "@/lib/api/respond";
import { requireUser } from "@/lib/auth/current-user";
import { addMemory, forgetAllMemories, memoryOf } from "@/lib/memory/memories";
import { addMemorySchema } from "@/lib/memory/memory-schema";

export const dynamic = "force-dynamic";

/** What Hearth remembers of the signed-in person, newest first; there is no way to name anyone else. */
export const GET = handler(async (request) => {
  const { user } = await requireUser(request);
  return json(await memoryOf(user));
});

/** "Add something Hearth should know": the person's own item, kept until they change or delete it. */
export const POST = handler(async (request) => {
  const { user } = await requireUser(request);
  const item = await addMemory(user, await readJson(request, addMemorySchema));
  return json({ item, message: translate(request, "memory.added") }, { status: 201 });
});

/** "Forget everything". */
export const DELETE = handler(async (request) => {
  const { user } = await requireUser(request);
  const deleted = await forgetAllMemories(user);
  return json({ deleted, message: translate(request, "memory.forgotAll") });
});

export const { PUT, PATCH } = otherMethods("GET", "POST", "DELETE");
