import { LegalDocument, legalMetadata } from "@/components/legal/legal-document";

export const generateMetadata = legalMetadata("terms");

export default function Page() {
  return <LegalDocument document="terms" />;
}
