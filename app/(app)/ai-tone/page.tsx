import { PlaceholderPage, placeholderMetadata } from "@/components/shell/placeholder-page";

export const generateMetadata = placeholderMetadata("aiTone");

export default function Page() {
  return <PlaceholderPage page="aiTone" />;
}
