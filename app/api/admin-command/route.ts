import { adminCommandSchema, executeAdminCommand, isAdminCommandCaller } from "@/lib/admin/admin-command";
import { handler, json, otherMethods, readJson } from "@/lib/api/respond";
import { AppError } from "@/lib/errors";

export const dynamic = "force-dynamic";

/**
 * `npm run admin` run while this server holds the PGlite directory: the command hands its work here,
 * authorised by a secret kept in that directory (so only someone who can read the data can call it).
 */
export const POST = handler(async (request) => {
  if (!isAdminCommandCaller(request)) throw new AppError("unauthorized");
  const command = await readJson(request, adminCommandSchema);
  return json(await executeAdminCommand(command));
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
