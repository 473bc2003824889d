import { PlaceholderPage, placeholderMetadata } from "@/components/shell/placeholder-page";

export const generateMetadata = placeholderMetadata("verifyEmail");

export default function Page() {
  return <PlaceholderPage page="verifyEmail" />;
}
