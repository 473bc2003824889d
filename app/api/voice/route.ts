import { handler, json, otherMethods } from "@/lib/api/respond";
import { requireUser } from "@/lib/auth/current-user";
import { voiceSettings } from "@/lib/voice/voice";

export const dynamic = "force-dynamic";

/** `{ server }`: whether voice chat uses this server's speech service or the browser's own. */
export const GET = handler(async (request) => {
  await requireUser(request);
  return json(voiceSettings());
});

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
