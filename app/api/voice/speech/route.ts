import { handler, otherMethods, readJson } from "@/lib/api/respond";
import { requireUser } from "@/lib/auth/current-user";
import { limit } from "@/lib/limits/rate-limit";
import { speechSchema } from "@/lib/voice/schemas";
import { readAloud } from "@/lib/voice/voice";

export const dynamic = "force-dynamic";

/** `{ text }` → the passage read aloud in the persona's voice (audio; never stored). */
export const POST = handler(async (request) => {
  const { user } = await requireUser(request);
  const { text } = await readJson(request, speechSchema);
  await limit("voicePerAccount", user.id);
  const { audio, mediaType } = await readAloud(user, text);
  return new Response(new Uint8Array(audio), { headers: { "content-type": mediaType, "cache-control": "no-store" } });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
