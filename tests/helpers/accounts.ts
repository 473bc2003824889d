import { POST as register } from "@/app/api/register/route";
import { POST as verifyEmail } from "@/app/api/verify-email/route";
import { listOutboxEmails } from "@/db/queries/outbox";
import { TestBrowser } from "./http";
import { plant } from "./planted";

/** The newest e-mail to an address, from the outbox. */
export async function latestEmail(to: string) {
  const [email] = await listOutboxEmails({ to });
  if (!email) throw new Error(`no e-mail to ${to}`);
  return email;
}

export async function latestCode(to: string): Promise<string> {
  const match = (await latestEmail(to)).text.match(/\b(\d{6})\b/);
  if (!match?.[1]) throw new Error("no code in the e-mail");
  return match[1];
}

let counter = 0;
export function uniqueEmail(prefix = "user") {
  counter += 1;
  return `${prefix}${counter}.${Date.now()}@example.com`;
}

/** Registers and verifies an account; returns a browser signed in as it. */
export async function signedUpBrowser(
  options: { email?: string; password?: string; nickname?: string; address?: string } = {},
) {
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? "secret1";
  plant(password);
  // Registration is rate-limited per address: a test making many accounts gives them their own.
  const browser = new TestBrowser(options.address);
  const registered = await browser.call(register, {
    body: { username: email, nickname: options.nickname ?? "Sam", password, adultAttested: true },
  });
  if (registered.status !== 201) throw new Error(`register failed: ${JSON.stringify(registered.body)}`);
  const verified = await browser.call(verifyEmail, { body: { email, code: await latestCode(email) } });
  if (verified.status !== 200) throw new Error(`verify failed: ${JSON.stringify(verified.body)}`);
  return { browser, email, password };
}
