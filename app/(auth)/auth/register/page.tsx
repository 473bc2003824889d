import { PlaceholderPage, placeholderMetadata } from "@/components/shell/placeholder-page";

export const generateMetadata = placeholderMetadata("register");

export default function Page() {
  return <PlaceholderPage page="register" />;
}
