import { PlaceholderPage, placeholderMetadata } from "@/components/shell/placeholder-page";

export const generateMetadata = placeholderMetadata("profile");

export default function Page() {
  return <PlaceholderPage page="profile" />;
}
