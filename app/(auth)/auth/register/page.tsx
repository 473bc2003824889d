import { AuthPage } from "@/components/auth/auth-page";
import { pageMetadata } from "@/lib/i18n/page-metadata";

export const generateMetadata = pageMetadata("register");

export default function Page() {
  return <AuthPage preset="register" />;
}
