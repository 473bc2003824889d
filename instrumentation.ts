/**
 * Runs once when a server starts: validates the configuration, migrates the database before the first
 * request, and starts the background upkeep.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  const { env } = await import("@/lib/env");
  env();
  const { getDb } = await import("@/db/client");
  await getDb();
  const { startBackgroundJobs } = await import("@/lib/jobs/background");
  startBackgroundJobs();
}
