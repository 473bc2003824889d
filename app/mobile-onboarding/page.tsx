import { PlaceholderPage, placeholderMetadata } from "@/components/shell/placeholder-page";

export const generateMetadata = placeholderMetadata("mobileOnboarding");

export default function Page() {
  return <PlaceholderPage page="mobileOnboarding" />;
}
