import { PlaceholderPage, placeholderMetadata } from "@/components/shell/placeholder-page";

export const generateMetadata = placeholderMetadata("admin");

export default function Page() {
  return <PlaceholderPage page="admin" />;
}
