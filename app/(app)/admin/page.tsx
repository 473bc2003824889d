import { redirect } from "next/navigation";
import { ScreenMessages } from "@/components/app/screen-messages";
import { AdminDashboard } from "@/components/admin/admin-dashboard";
import { isAdmin } from "@/lib/admin/is-admin";
import { requirePageUser } from "@/lib/auth/current-user";
import { pageMetadata } from "@/lib/i18n/page-metadata";

export const generateMetadata = pageMetadata("admin");

/** Spec section 2: no user → /auth/login (proxy.ts), non-admin → /chat; the right is read from the database. */
export default async function AdminPage() {
  const user = await requirePageUser();
  if (!isAdmin(user)) redirect("/chat");
  return (
    <ScreenMessages screen="admin">
      <AdminDashboard adminId={user.id} />
    </ScreenMessages>
  );
}
