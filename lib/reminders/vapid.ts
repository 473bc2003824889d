import "server-only";
import { randomUUID } from "node:crypto";
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import webpush, { type VapidKeys } from "web-push";
import { env, type Env } from "@/lib/env";

export type VapidDetails = VapidKeys & { subject: string };

const KEYS_FILE = "vapid-keys.json";

let generated: VapidKeys | undefined;

/**
 * A key pair generated once into DATA_DIR, so subscriptions outlive restarts (per process with `memory://`).
 * Written whole under another name and linked into place: a second process either wins or reads the first's.
 */
function embeddedKeys(dataDir: string): VapidKeys {
  if (dataDir.startsWith("memory://")) return webpush.generateVAPIDKeys();
  const file = path.join(dataDir, KEYS_FILE);
  mkdirSync(dataDir, { recursive: true });
  const draft = `${file}.${randomUUID()}.tmp`;
  writeFileSync(draft, JSON.stringify(webpush.generateVAPIDKeys()), { mode: 0o600, flag: "wx" });
  try {
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  } finally {
    rmSync(draft, { force: true });
  }
  const { publicKey, privateKey } = JSON.parse(readFileSync(file, "utf8")) as VapidKeys;
  return { publicKey, privateKey };
}

/** Whom the push services may contact: VAPID_SUBJECT, else the sender's address, the https: app, or support. */
function subjectOf(config: Env): string {
  if (config.VAPID_SUBJECT) return config.VAPID_SUBJECT;
  const from = config.EMAIL_FROM && (/<([^<>\s]+@[^<>\s]+)>/.exec(config.EMAIL_FROM)?.[1] ?? config.EMAIL_FROM);
  if (from) return `mailto:${from}`;
  if (config.APP_URL?.startsWith("https:")) return new URL(config.APP_URL).origin;
  return `mailto:${config.SUPPORT_EMAIL}`;
}

/** The server's VAPID identity; null when push is off (production without VAPID_* keys). */
export function vapidDetails(): VapidDetails | null {
  const config = env();
  const keys =
    config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY
      ? { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY }
      : config.production
        ? null
        : (generated ??= embeddedKeys(config.DATA_DIR));
  return keys && { ...keys, subject: subjectOf(config) };
}
