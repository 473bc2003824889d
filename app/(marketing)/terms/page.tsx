import { PlaceholderPage, placeholderMetadata } from "@/components/shell/placeholder-page";

export const generateMetadata = placeholderMetadata("terms");

export default function Page() {
  return <PlaceholderPage page="terms" />;
}
