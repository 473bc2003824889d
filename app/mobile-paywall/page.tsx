import { PlaceholderPage, placeholderMetadata } from "@/components/shell/placeholder-page";

export const generateMetadata = placeholderMetadata("mobilePaywall");

export default function Page() {
  return <PlaceholderPage page="mobilePaywall" />;
}
