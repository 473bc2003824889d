import path from "node:path";
import { setAdminRight, listAdminEmails } from "@/db/queries/admin-rights";
import { pgliteHolder } from "@/db/pglite-owner";
import { env } from "@/lib/env";

export const ADMIN_COMMAND_USAGE = `Usage:
  npm run admin -- grant someone@example.com    give an account the admin right
  npm run admin -- revoke someone@example.com   take it away
  npm run admin -- list                         the accounts that have it
Works on DATABASE_URL when set, otherwise on PGlite in DATA_DIR (default .data).`;

/**
 * `npm run admin`: the one way (beside ADMIN_EMAILS) to make an admin; nothing in the app lets a user
 * raise their own rights. Returns the exit code and the lines to print; never opens a PGlite directory
 * that a running server holds (PGlite allows one process).
 */
export async function runAdminCommand(args: string[]): Promise<{ code: number; lines: string[] }> {
  const [action, email, ...rest] = args;
  const needsEmail = action === "grant" || action === "revoke";
  if (!(needsEmail || action === "list") || (needsEmail && !email) || rest.length > 0 || (!needsEmail && email)) {
    return { code: 2, lines: [ADMIN_COMMAND_USAGE] };
  }
  const { databaseKind, DATA_DIR, inMemoryDatabase } = env();
  if (databaseKind === "pglite" && !inMemoryDatabase) {
    const holder = pgliteHolder(path.resolve(DATA_DIR, "pglite"));
    if (holder !== null) {
      return {
        code: 1,
        lines: [
          `The database in ${DATA_DIR} is open in another process (pid ${holder}, probably \`npm run dev\`), and PGlite allows only one.`,
          "Stop that server, run this command again, then start the server again.",
          "(Or list the address in ADMIN_EMAILS and restart the server: a verified account with it is an admin.)",
        ],
      };
    }
  }
  if (action === "list") {
    const emails = await listAdminEmails();
    return { code: 0, lines: emails.length ? emails : ["No account has the admin right."] };
  }
  const admin = action === "grant";
  const result = await setAdminRight({ target: { email: email! }, admin, actorId: null, via: "command" });
  if (!result) return { code: 1, lines: [`No account has the e-mail address ${email}. Sign up with it first.`] };
  const done = admin ? "is now an admin" : "is no longer an admin";
  const already = admin ? "was already an admin" : "was not an admin";
  const lines = [`${email} ${result.changed ? done : already}.`];
  if (!admin && env().ADMIN_EMAILS.includes(email!.toLowerCase())) {
    lines.push("It is still listed in ADMIN_EMAILS, which keeps it an admin: remove it there too.");
  }
  return { code: 0, lines };
}
