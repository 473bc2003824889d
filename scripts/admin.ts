// `npm run admin -- grant|revoke <e-mail>` and `npm run admin -- list` (see lib/admin/admin-command.ts).
import { closeDb } from "@/db/client";
import { runAdminCommand } from "@/lib/admin/admin-command";

try {
  const { code, lines } = await runAdminCommand(process.argv.slice(2));
  for (const line of lines) (code === 0 ? console.log : console.error)(line);
  process.exitCode = code;
} finally {
  await closeDb();
}
