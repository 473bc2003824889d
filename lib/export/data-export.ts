import {
  countExportItems,
  deleteSpentDataExports,
  failDataExport,
  finishDataExport,
  latestDataExport,
  ownDataExportStatus,
  readUserData,
  startDataExport,
  takeDataExport,
} from "@/db/queries/data-exports";
import type { DataExport, User } from "@/db/schema";
import { sendEmail } from "@/lib/email/send";
import { dataExportReadyEmail } from "@/lib/email/templates";
import { AppError } from "@/lib/errors";
import { afterResponse } from "@/lib/jobs/after-response";
import { log } from "@/lib/ops/log";
import { exportZip } from "./export-zip";

/** A ready export can be downloaded (once) within this many hours; then it is deleted. */
export const EXPORT_DOWNLOAD_HOURS = 24;
/**
 * Accounts with more messages and advice requests than this are exported in the background and told by
 * e-mail; smaller ones (nearly everyone) get their zip in the answer's time.
 */
export const BACKGROUND_EXPORT_ITEMS = 2000;
/** A background build not finished by then has died with its server: it reads as failed. */
const BUILD_MINUTES = 30;

const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3600_000);

export type ExportState = {
  id: string;
  status: "preparing" | "ready" | "downloaded" | "failed";
  createdAt: Date;
  expiresAt: Date;
};

/** What settings shows of a stored export; an expired one is as good as none. */
function stateOf(row: Pick<DataExport, "id" | "status" | "createdAt" | "expiresAt">, now = new Date()) {
  const live = row.expiresAt > now;
  const { id, createdAt, expiresAt } = row;
  if (row.status === "pending") return { id, createdAt, expiresAt, status: live ? "preparing" : "failed" } as const;
  if (row.status === "ready" && !live) return null;
  return { id, createdAt, expiresAt, status: row.status } as const;
}

export async function currentDataExport(user: User): Promise<ExportState | null> {
  const row = await latestDataExport({ userId: user.id });
  return row ? stateOf(row) : null;
}

/** Builds the zip of a pending export and stores it; on failure the export reads as failed (logged). */
async function build(userId: string, exportId: string, notify: { origin: string } | null): Promise<void> {
  try {
    const data = await readUserData({ userId });
    if (!data) return;
    const zip = exportZip(data, data.user.language, new Date());
    const ready = await finishDataExport({ id: exportId, data: zip, downloadBy: hoursFromNow(EXPORT_DOWNLOAD_HOURS) });
    if (!ready || !notify || !data.user.email) return;
    const email = await dataExportReadyEmail({
      to: data.user.email,
      origin: notify.origin,
      locale: data.user.language,
      hours: EXPORT_DOWNLOAD_HOURS,
    });
    // The export stays ready whether or not the e-mail goes: settings shows it either way.
    await sendEmail(email).catch((error: unknown) => log.error("export.email_failed", error));
  } catch (error) {
    log.error("export.failed", error);
    await failDataExport({ id: exportId });
  }
}

/**
 * Starts a new export of everything the user has (replacing an earlier one): a small account's is built
 * now and answered ready; a large one's is built after the answer, and an e-mail says when it is ready.
 */
export async function requestDataExport(user: User, origin: string): Promise<ExportState> {
  const pending = await startDataExport({ userId: user.id, buildBy: hoursFromNow(BUILD_MINUTES / 60) });
  if ((await countExportItems({ userId: user.id })) > BACKGROUND_EXPORT_ITEMS) {
    afterResponse(() => build(user.id, pending.id, { origin }));
    return stateOf(pending)!;
  }
  await build(user.id, pending.id, null);
  return (await currentDataExport(user)) ?? { ...pending, status: "failed" };
}

/**
 * The zip, to its owner only, once, within its time. Someone else's export (or none) is a 404; the
 * owner's export that is spent (downloaded, expired, failed) is a 410, one still being built a 409.
 */
export async function downloadDataExport(user: User, id: string): Promise<Buffer> {
  const zip = await takeDataExport({ id, userId: user.id });
  if (zip) return zip;
  const status = await ownDataExportStatus({ id, userId: user.id });
  if (!status) throw new AppError("not_found");
  const state = stateOf(status);
  throw new AppError(state?.status === "preparing" ? "export_not_ready" : "export_gone");
}

/** Deletes downloaded and expired exports (a scheduled job); how many. */
export async function pruneDataExports(): Promise<number> {
  return deleteSpentDataExports();
}
