import { PlaceholderPage, placeholderMetadata } from "@/components/shell/placeholder-page";

export const generateMetadata = placeholderMetadata("postAuthOnboarding");

export default function Page() {
  return <PlaceholderPage page="postAuthOnboarding" />;
}
