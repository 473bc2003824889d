import "server-only";
import { env } from "@/lib/env";

/** The offline advisor's notice: none, the label people see, or the label with how to configure a model. */
export type OfflineNotice = "none" | "label" | "with-setup";

/**
 * Which offline-advisor notice the chat and advice screens show: none with a model configured; everyone
 * sees the short label; how to configure a model is for development builds and admins only, never for the
 * people using Hearth.
 */
export function offlineAdvisorNotice(user: { testMode: boolean; isAdmin: boolean }): OfflineNotice {
  const { aiProvider, production } = env();
  if (aiProvider === "offline") return !production || user.isAdmin ? "with-setup" : "label";
  return user.testMode ? "label" : "none";
}
