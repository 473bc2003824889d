import { PlaceholderPage, placeholderMetadata } from "@/components/shell/placeholder-page";

export const generateMetadata = placeholderMetadata("resetPassword");

export default function Page() {
  return <PlaceholderPage page="resetPassword" />;
}
