import { PlaceholderPage, placeholderMetadata } from "@/components/shell/placeholder-page";

export const generateMetadata = placeholderMetadata("advice");

export default function Page() {
  return <PlaceholderPage page="advice" />;
}
