import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * PGlite has no server and no lock: two processes opening one data directory would corrupt it. The
 * process that opens it writes its pid here, so a second one (the admin command) can refuse while the
 * first (`npm run dev`) is running.
 */
const ownerFile = (pgliteDir: string) => path.join(pgliteDir, "hearth-owner.pid");

export function claimPglite(pgliteDir: string): () => void {
  const file = ownerFile(pgliteDir);
  writeFileSync(file, String(process.pid));
  return () => {
    if (pgliteHolder(pgliteDir) === null) rmSync(file, { force: true });
  };
}

/** The pid of another live process that has this PGlite directory open, or null. */
export function pgliteHolder(pgliteDir: string): number | null {
  let pid: number;
  try {
    pid = Number(readFileSync(ownerFile(pgliteDir), "utf8"));
  } catch {
    return null;
  }
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    // EPERM: it exists but belongs to another user — still alive.
    return (error as NodeJS.ErrnoException).code === "EPERM" ? pid : null;
  }
}
