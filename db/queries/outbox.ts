import { desc, eq, lt } from "drizzle-orm";
import { getDb } from "../client";
import { emailOutbox } from "../schema";

export async function insertOutboxEmail(email: {
  to: string;
  subject: string;
  html: string;
  text: string;
  headers?: Record<string, string>;
}) {
  const { to, subject, html, text, headers = {} } = email;
  await (await getDb()).insert(emailOutbox).values({ to, subject, html, text, headers });
}

/** Newest first; all recipients when `to` is not given. */
export async function listOutboxEmails({ to, limit = 50 }: { to?: string; limit?: number }) {
  const db = await getDb();
  const query = db
    .select({
      to: emailOutbox.to,
      subject: emailOutbox.subject,
      html: emailOutbox.html,
      text: emailOutbox.text,
      headers: emailOutbox.headers,
      createdAt: emailOutbox.createdAt,
    })
    .from(emailOutbox);
  return (to ? query.where(eq(emailOutbox.to, to)) : query).orderBy(desc(emailOutbox.createdAt)).limit(limit);
}

/** E-mails written to the outbox before `before` (a scheduled job); how many were deleted. */
export async function deleteOutboxEmails({ before }: { before: Date }) {
  const deleted = await (
    await getDb()
  )
    .delete(emailOutbox)
    .where(lt(emailOutbox.createdAt, before))
    .returning({ id: emailOutbox.id });
  return deleted.length;
}
