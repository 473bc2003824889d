import { ProfileWizard } from "@/components/profile/profile-wizard";
import { requirePageUser } from "@/lib/auth/current-user";
import { publicUser } from "@/lib/auth/public-user";
import { pageMetadata } from "@/lib/i18n/page-metadata";

export const generateMetadata = pageMetadata("profile");

export default async function ProfilePage() {
  const user = await requirePageUser();
  return (
    <main id="main" className="mx-auto w-full max-w-2xl px-4 py-6 sm:py-10">
      <ProfileWizard user={publicUser(user)} />
    </main>
  );
}
