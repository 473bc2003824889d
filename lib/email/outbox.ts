import { deleteOutboxEmails, listOutboxEmails } from "@/db/queries/outbox";

/** Outbox e-mails are kept a day: far longer than the codes (10 minutes) and reset links (an hour) in them last. */
const OUTBOX_KEEP_HOURS = 24;

/** The e-mails the outbox holds, newest first (its readers check devSurfaceOn("outbox") first). */
export async function readOutbox({ to, limit }: { to?: string; limit?: number }) {
  return listOutboxEmails({ to, limit });
}

/** Deletes the outbox's e-mails older than it keeps (a scheduled job); how many. */
export async function pruneOutbox(now = Date.now()): Promise<number> {
  return deleteOutboxEmails({ before: new Date(now - OUTBOX_KEEP_HOURS * 3600_000) });
}
