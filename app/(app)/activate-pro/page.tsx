import { PlaceholderPage, placeholderMetadata } from "@/components/shell/placeholder-page";

export const generateMetadata = placeholderMetadata("activatePro");

export default function Page() {
  return <PlaceholderPage page="activatePro" />;
}
