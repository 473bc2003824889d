import { PlaceholderPage, placeholderMetadata } from "@/components/shell/placeholder-page";

export const generateMetadata = placeholderMetadata("paymentSuccess");

export default function Page() {
  return <PlaceholderPage page="paymentSuccess" />;
}
