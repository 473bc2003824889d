import "server-only";
import { headers } from "next/headers";
import { APP_SHELL_HEADER } from "./protocol";

/**
 * Whether the service worker is fetching the chat shell for offline use (lib/pwa/sw.ts). The session is
 * still checked as always; the page just renders no account data, so the cached copy shows nothing of
 * whoever was signed in.
 */
export async function isAppShellRequest(): Promise<boolean> {
  return (await headers()).get(APP_SHELL_HEADER) === "1";
}
