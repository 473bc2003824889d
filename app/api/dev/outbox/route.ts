import { listOutboxEmails } from "@/db/queries/outbox";
import { handler, json } from "@/lib/api/respond";
import { outboxReadable } from "@/lib/email/send";
import { notFound } from "@/lib/errors";

export const dynamic = "force-dynamic";

/** Development only: the e-mails the outbox holds, newest first. */
export const GET = handler(async (request) => {
  if (!outboxReadable()) throw notFound();
  const to = new URL(request.url).searchParams.get("to")?.trim().toLowerCase() || undefined;
  return json(await listOutboxEmails({ to }));
});
