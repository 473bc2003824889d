import { count, eq } from "drizzle-orm";
import { POST as webhook } from "@/app/api/webhooks/stripe/route";
import { getDb } from "@/db/client";
import { listOutboxEmails } from "@/db/queries/outbox";
import { hasProSql } from "@/db/queries/entitlement";
import { paymentEvents, users } from "@/db/schema";

/** Sends a webhook the way Stripe does: the raw JSON body and its `stripe-signature` header. */
export async function deliverWebhook({ payload, signature }: { payload: string; signature: string | null }) {
  const headers = new Headers({ "content-type": "application/json" });
  if (signature !== null) headers.set("stripe-signature", signature);
  const response = await webhook(
    new Request("http://localhost/api/webhooks/stripe", { method: "POST", headers, body: payload }),
    {
      params: Promise.resolve({}),
    } as never,
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

export async function paymentEventRows(id?: string): Promise<number> {
  const query = (await getDb()).select({ n: count() }).from(paymentEvents);
  const [row] = await (id ? query.where(eq(paymentEvents.id, id)) : query);
  return row?.n ?? 0;
}

/** How many e-mails with this subject reached the address. */
export async function emailsTo(to: string, subject: string): Promise<number> {
  return (await listOutboxEmails({ to })).filter((e) => e.subject === subject).length;
}

/** "Has Pro" as SQL answers it at a given moment, for a user by e-mail. */
export async function hasProInSql(email: string, at: Date): Promise<boolean> {
  const [row] = await (
    await getDb()
  )
    .select({ pro: hasProSql(at) })
    .from(users)
    .where(eq(users.username, email));
  return row!.pro;
}

export const RECEIPT = "Welcome to Hearth Pro";
export const PAYMENT_FAILED = "Your Hearth Pro payment didn't go through";
export const CANCELED = "Your Hearth Pro subscription is canceled";
export const DAY = 86_400_000;
