/**
 * Runs once when a server starts: validates the configuration, migrates the database before the first
 * request, and, unless a scheduler calls the cron routes (CRON_SECRET is set), starts the upkeep's timer.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  const { env } = await import("@/lib/env");
  const { CRON_SECRET } = env();
  const { getDb } = await import("@/db/client");
  await getDb();
  if (CRON_SECRET) return;
  const { startBackgroundJobs } = await import("@/lib/jobs/background");
  startBackgroundJobs();
}
