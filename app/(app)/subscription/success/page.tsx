import { PlaceholderPage, placeholderMetadata } from "@/components/shell/placeholder-page";

export const generateMetadata = placeholderMetadata("subscriptionSuccess");

export default function Page() {
  return <PlaceholderPage page="subscriptionSuccess" />;
}
