import { PlaceholderPage, placeholderMetadata } from "@/components/shell/placeholder-page";

export const generateMetadata = placeholderMetadata("adviceHistory");

export default function Page() {
  return <PlaceholderPage page="adviceHistory" />;
}
