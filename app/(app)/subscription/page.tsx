import { PlaceholderPage, placeholderMetadata } from "@/components/shell/placeholder-page";

export const generateMetadata = placeholderMetadata("subscription");

export default function Page() {
  return <PlaceholderPage page="subscription" />;
}
