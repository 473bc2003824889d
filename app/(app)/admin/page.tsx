import { redirect } from "next/navigation";
import { PlaceholderPage } from "@/components/shell/placeholder-page";
import { currentUser } from "@/lib/auth/current-user";
import { pageMetadata } from "@/lib/i18n/page-metadata";

export const generateMetadata = pageMetadata("admin");

export default async function AdminPage() {
  const user = await currentUser();
  if (!user?.isAdmin) redirect("/chat");
  return <PlaceholderPage page="admin" />;
}
