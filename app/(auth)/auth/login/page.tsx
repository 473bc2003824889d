import { PlaceholderPage, placeholderMetadata } from "@/components/shell/placeholder-page";

export const generateMetadata = placeholderMetadata("login");

export default function Page() {
  return <PlaceholderPage page="login" />;
}
