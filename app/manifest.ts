import { headers } from "next/headers";
import { localeOfRequest } from "@/lib/i18n/locales";
import { webManifest } from "@/lib/pwa/web-manifest";

// GET /manifest.webmanifest, linked from every App Router page. Browsers fetch it without cookies, so
// its language comes from Accept-Language unless a language cookie came along.
export default async function manifest() {
  return webManifest(localeOfRequest({ headers: await headers() }));
}
