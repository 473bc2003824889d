import { pingDatabase } from "@/db/queries/health";

/** GET /api/health: the database answers, and which driver is in use. */
export async function health() {
  return { ok: true, db: await pingDatabase() };
}
