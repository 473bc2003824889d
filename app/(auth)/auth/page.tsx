import { PlaceholderPage, placeholderMetadata } from "@/components/shell/placeholder-page";

export const generateMetadata = placeholderMetadata("auth");

export default function Page() {
  return <PlaceholderPage page="auth" />;
}
