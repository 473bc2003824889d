import "server-only";
import { log } from "./log";
import { appliedMigration } from "@/db/queries/health";
import { LATEST_MIGRATION } from "@/db/migration-level";

/** A database that does not answer within this long is as good as down for a load balancer. */
const CHECK_TIMEOUT_MS = 5000;

type Health = {
  /** The process answers (liveness): always true when there is an answer at all. */
  live: true;
  /** It can serve requests (readiness): the database answers and has every migration of this build. */
  ready: boolean;
  database: "up" | "down";
  migrations: "current" | "behind" | "unknown";
};

function withinTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("health check timed out")), CHECK_TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * GET /api/health: liveness and readiness, naming no configuration (no driver, address, version or
 * variable): what a load balancer or an uptime check needs, and nothing an attacker could use.
 */
export async function health(): Promise<Health> {
  try {
    const applied = await withinTimeout(appliedMigration());
    const current = applied !== undefined && applied >= LATEST_MIGRATION;
    return { live: true, ready: current, database: "up", migrations: current ? "current" : "behind" };
  } catch (error) {
    log.error("health.database_failed", error);
    return { live: true, ready: false, database: "down", migrations: "unknown" };
  }
}
