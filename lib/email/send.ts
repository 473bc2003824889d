import { insertOutboxEmail } from "@/db/queries/outbox";
import { env } from "@/lib/env";

export type Email = { to: string; subject: string; text: string };

/** Whether the outbox may be read (never when real e-mail is configured, nor in a strict production). */
export function outboxReadable(): boolean {
  const { emailTransport, embeddedAllowed } = env();
  return emailTransport === "outbox" && embeddedAllowed;
}

/**
 * Sends through Resend when configured; otherwise stores the e-mail in the outbox table.
 * The log names the recipient's domain and the subject only: bodies hold codes and links.
 */
export async function sendEmail(email: Email): Promise<void> {
  const config = env();
  if (config.emailTransport === "resend") {
    const { Resend } = await import("resend");
    const { error } = await new Resend(config.RESEND_API_KEY).emails.send({ from: config.EMAIL_FROM!, to: email.to, subject: email.subject, text: email.text });
    if (error) throw new Error(`Resend refused the e-mail: ${error.name}`);
    return;
  }
  await insertOutboxEmail(email);
  console.info(`[email] outbox: "${email.subject}" to …@${email.to.split("@")[1] ?? "?"} (read it at /dev/outbox)`);
}
