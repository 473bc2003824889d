import { PlaceholderPage, placeholderMetadata } from "@/components/shell/placeholder-page";

export const generateMetadata = placeholderMetadata("forgotPassword");

export default function Page() {
  return <PlaceholderPage page="forgotPassword" />;
}
