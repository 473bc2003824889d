import { LegalDocument, legalMetadata } from "@/components/legal/legal-document";

export const generateMetadata = legalMetadata("privacy");

export default function Page() {
  return <LegalDocument document="privacy" />;
}
