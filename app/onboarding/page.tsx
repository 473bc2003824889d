import { PlaceholderPage, placeholderMetadata } from "@/components/shell/placeholder-page";

export const generateMetadata = placeholderMetadata("onboarding");

export default function Page() {
  return <PlaceholderPage page="onboarding" />;
}
