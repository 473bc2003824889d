import { AuthPage } from "@/components/auth/auth-page";
import { env } from "@/lib/env";
import { pageMetadata } from "@/lib/i18n/page-metadata";

export const generateMetadata = pageMetadata("register");

export default function Page() {
  return <AuthPage preset="register" googleConfigured={env().googleConfigured} />;
}
