import { PlaceholderPage, placeholderMetadata } from "@/components/shell/placeholder-page";

export const generateMetadata = placeholderMetadata("subscriptionCancel");

export default function Page() {
  return <PlaceholderPage page="subscriptionCancel" />;
}
