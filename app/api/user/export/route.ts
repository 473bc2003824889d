import { handler, json, otherMethods } from "@/lib/api/respond";
import { requireUser } from "@/lib/auth/current-user";
import { publicOrigin } from "@/lib/env";
import { currentDataExport, requestDataExport } from "@/lib/export/data-export";
import { limit } from "@/lib/limits/rate-limit";

export const dynamic = "force-dynamic";

/** `{ export }`: the user's current data export (preparing, ready, downloaded or failed), or null. */
export const GET = handler(async (request) => {
  const { user } = await requireUser(request);
  return json({ export: await currentDataExport(user) });
});

/**
 * Starts a new export: 201 with it ready (most accounts), or 202 while a large account's is prepared in
 * the background (an e-mail says when it is ready). One an hour: 429 with `waitTime`.
 */
export const POST = handler(async (request) => {
  const { user } = await requireUser(request);
  await limit("dataExportPerAccount", user.id);
  const started = await requestDataExport(user, publicOrigin(request));
  return json({ export: started }, { status: started.status === "preparing" ? 202 : 201 });
});

export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");
