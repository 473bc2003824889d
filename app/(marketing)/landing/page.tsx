import { PlaceholderPage, placeholderMetadata } from "@/components/shell/placeholder-page";

export const generateMetadata = placeholderMetadata("landing");

export default function Page() {
  return <PlaceholderPage page="landing" />;
}
