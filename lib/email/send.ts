import { insertOutboxEmail } from "@/db/queries/outbox";
import { env } from "@/lib/env";
import { log } from "@/lib/ops/log";

/**
 * An e-mail as sent: the designed HTML and its plain-text part (lib/email/templates.tsx), and any extra headers
 * (a reminder's List-Unsubscribe).
 */
export type Email = { to: string; subject: string; html: string; text: string; headers?: Record<string, string> };

/**
 * Sends through Resend when configured; otherwise stores the e-mail in the outbox table.
 * The log says only that one was stored: bodies hold codes and links, and the address is private.
 */
export async function sendEmail(email: Email): Promise<void> {
  const config = env();
  if (config.emailTransport === "resend") {
    const { Resend } = await import("resend");
    const { error } = await new Resend(config.RESEND_API_KEY).emails.send({
      from: config.EMAIL_FROM!,
      to: email.to,
      subject: email.subject,
      html: email.html,
      text: email.text,
      headers: email.headers,
    });
    if (error) throw new Error(`Resend refused the e-mail: ${error.name}`);
    return;
  }
  await insertOutboxEmail(email);
  log.info("email.outbox", { note: "read it at /dev/outbox" });
}
