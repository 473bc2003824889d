import { handler, json, otherMethods, readUpload } from "@/lib/api/respond";
import { requireUser } from "@/lib/auth/current-user";
import { AppError } from "@/lib/errors";
import { limit } from "@/lib/limits/rate-limit";
import { transcribeAudio } from "@/lib/ai/speech";

export const dynamic = "force-dynamic";

/** A spoken turn is a minute or two of compressed audio: a few hundred kilobytes. */
const MAX_AUDIO_BYTES = 8 * 1024 * 1024;

/** One recorded turn (multipart/form-data, field `audio`) → `{ text }`. The audio is never stored. */
export const POST = handler(async (request) => {
  const { user } = await requireUser(request);
  const audio = await readUpload(request, {
    field: "audio",
    limit: MAX_AUDIO_BYTES,
    refusal: () => new AppError("invalid_audio"),
  });
  if (audio.byteLength === 0) throw new AppError("invalid_audio");
  await limit("voicePerAccount", user.id);
  return json({ text: await transcribeAudio(audio) });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
