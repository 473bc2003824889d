import { PlaceholderPage, placeholderMetadata } from "@/components/shell/placeholder-page";

export const generateMetadata = placeholderMetadata("privacy");

export default function Page() {
  return <PlaceholderPage page="privacy" />;
}
