import { LegalDocument } from "@/components/legal/legal-document";
import { getPublicPageProps, type PublicPageProps } from "@/lib/i18n/public-page-props";

// No framework JavaScript in the browser: see pages/_app.tsx.
export const config = { unstable_runtimeJS: false };
export const getServerSideProps = getPublicPageProps;

export default function PrivacyPage({ supportEmail }: PublicPageProps) {
  return <LegalDocument document="privacy" supportEmail={supportEmail} />;
}
