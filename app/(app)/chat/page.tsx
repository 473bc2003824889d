import { PlaceholderPage, placeholderMetadata } from "@/components/shell/placeholder-page";

export const generateMetadata = placeholderMetadata("chat");

export default function Page() {
  return <PlaceholderPage page="chat" />;
}
