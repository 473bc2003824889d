import "server-only";
import { timingSafeEqual } from "node:crypto";
import path from "node:path";
import { z } from "zod";
import { listAdminEmails, setAdminRight } from "@/db/queries/admin-rights";
import { pgliteHolder } from "@/db/pglite-owner";
import { embeddedSecret, env } from "@/lib/env";
import { text } from "@/lib/validation/text";

export const ADMIN_COMMAND_USAGE = `Usage:
  npm run admin -- grant someone@example.com    give an account the admin right
  npm run admin -- revoke someone@example.com   take it away
  npm run admin -- list                         the accounts that have it
Works on DATABASE_URL when set, otherwise on PGlite in DATA_DIR (default .data). While a server holds that
PGlite directory, the command asks the server (at APP_URL, default http://localhost:3000) to do it.`;

type Outcome = { code: number; lines: string[] };

/** One command: `grant`/`revoke` with an e-mail address, or `list` alone. */
export const adminCommandSchema = z.discriminatedUnion("action", [
  z.strictObject({ action: z.enum(["grant", "revoke"]), email: text().pipe(z.email()) }),
  z.strictObject({ action: z.literal("list") }),
]);
type AdminCommand = z.output<typeof adminCommandSchema>;

/** Runs a command against the process's database. */
export async function executeAdminCommand(command: AdminCommand): Promise<Outcome> {
  if (command.action === "list") {
    const emails = await listAdminEmails();
    return { code: 0, lines: emails.length ? emails : ["No account has the admin right."] };
  }
  const { email } = command;
  const admin = command.action === "grant";
  const result = await setAdminRight({ target: { email }, admin, actorId: null, via: "command" });
  if (!result) return { code: 1, lines: [`No account has the e-mail address ${email}. Sign up with it first.`] };
  const done = admin ? "is now an admin" : "is no longer an admin";
  const already = admin ? "was already an admin" : "was not an admin";
  const lines = [`${email} ${result.changed ? done : already}.`];
  if (!admin && env().ADMIN_EMAILS.includes(email.toLowerCase())) {
    lines.push("It is still listed in ADMIN_EMAILS, which keeps it an admin: remove it there too.");
  }
  return { code: 0, lines };
}

/**
 * The secret that lets the command hand its work to the server holding a PGlite directory: a file in
 * DATA_DIR, so only someone who can read the data itself can use it. Null where there is no such
 * directory (a database server, or PGlite in memory).
 */
function commandSecret(): string | null {
  const { databaseKind, DATA_DIR, inMemoryDatabase } = env();
  if (databaseKind !== "pglite" || inMemoryDatabase) return null;
  return embeddedSecret(DATA_DIR, "admin-command-secret");
}

export const ADMIN_COMMAND_HEADER = "x-hearth-admin-command";

/** Whether a request to /api/admin-command carries the data directory's secret. */
export function isAdminCommandCaller(request: Request): boolean {
  const secret = commandSecret();
  const given = request.headers.get(ADMIN_COMMAND_HEADER);
  if (!secret || !given) return false;
  const [a, b] = [Buffer.from(secret), Buffer.from(given)];
  return a.length === b.length && timingSafeEqual(a, b);
}

async function viaRunningServer(command: AdminCommand, holder: number): Promise<Outcome> {
  const base = env().APP_URL ?? "http://localhost:3000";
  try {
    const response = await fetch(new URL("/api/admin-command", base), {
      method: "POST",
      headers: { "content-type": "application/json", [ADMIN_COMMAND_HEADER]: commandSecret()! },
      body: JSON.stringify(command),
    });
    if (response.ok) return (await response.json()) as Outcome;
  } catch {
    // Not reachable there: say what to do instead.
  }
  return {
    code: 1,
    lines: [
      `The database in ${env().DATA_DIR} is open in another process (pid ${holder}, probably \`npm run dev\`), and PGlite allows only one.`,
      `That server did not answer at ${base}: set APP_URL to its address, or stop it, run this command again, then start it again.`,
      "(Or list the address in ADMIN_EMAILS and restart the server: a verified account with it is an admin.)",
    ],
  };
}

/**
 * `npm run admin`: the one way (beside ADMIN_EMAILS) to make an admin; nothing in the app lets a user
 * raise their own rights. PGlite allows one process: while a server holds the directory, the server
 * does the work (authorised by the directory's secret), never a second process opening it.
 */
export async function runAdminCommand(args: string[]): Promise<Outcome> {
  const [action, email, ...rest] = args;
  const parsed = adminCommandSchema.safeParse(action === "list" ? { action } : { action, email });
  if (!parsed.success || rest.length > 0 || (action === "list" && email))
    return { code: 2, lines: [ADMIN_COMMAND_USAGE] };
  const { databaseKind, DATA_DIR, inMemoryDatabase } = env();
  if (databaseKind === "pglite" && !inMemoryDatabase) {
    const holder = pgliteHolder(path.resolve(DATA_DIR, "pglite"));
    if (holder !== null) return viaRunningServer(parsed.data, holder);
  }
  return executeAdminCommand(parsed.data);
}
