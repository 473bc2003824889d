import { PlaceholderPage } from "@/components/shell/placeholder-page";
import { pageMetadata } from "@/lib/i18n/page-metadata";

export const generateMetadata = pageMetadata("aiTone");

export default function Page() {
  return <PlaceholderPage page="aiTone" />;
}
