import { handler, json } from "@/lib/api/respond";
import { readOutbox } from "@/lib/email/outbox";

export const dynamic = "force-dynamic";

/** Development only: the e-mails the outbox holds, newest first. */
export const GET = handler(async (request) => {
  const to = new URL(request.url).searchParams.get("to")?.trim().toLowerCase() || undefined;
  return json(await readOutbox({ to }));
});
