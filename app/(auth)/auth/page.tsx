import { AuthPage } from "@/components/auth/auth-page";
import { env } from "@/lib/env";
import { pageMetadata } from "@/lib/i18n/page-metadata";

export const generateMetadata = pageMetadata("auth");

export default function Page() {
  return <AuthPage googleConfigured={env().googleConfigured} />;
}
