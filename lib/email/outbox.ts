import { listOutboxEmails } from "@/db/queries/outbox";
import { AppError } from "@/lib/errors";
import { outboxReadable } from "./send";

/** The e-mails the outbox holds, newest first; not found where the outbox may not be read. */
export async function readOutbox({ to, limit }: { to?: string; limit?: number }) {
  if (!outboxReadable()) throw new AppError("not_found");
  return listOutboxEmails({ to, limit });
}
