import { PlaceholderPage, placeholderMetadata } from "@/components/shell/placeholder-page";

export const generateMetadata = placeholderMetadata("adviceDetail");

export default function Page() {
  return <PlaceholderPage page="adviceDetail" />;
}
