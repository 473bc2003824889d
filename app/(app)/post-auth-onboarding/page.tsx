import { redirect } from "next/navigation";
import { FirstRunWelcome } from "@/components/profile/first-run-welcome";
import { requirePageUser } from "@/lib/auth/current-user";
import { pageMetadata } from "@/lib/i18n/page-metadata";

export const generateMetadata = pageMetadata("postAuthOnboarding");

/** The guided first run: a welcome that leads into the profile wizard, or to the chat for now. */
export default async function PostAuthOnboardingPage() {
  const user = await requirePageUser();
  if (user.onboardingCompleted) redirect("/chat");
  return (
    <main id="main" className="mx-auto w-full max-w-xl px-4 py-10 sm:py-16">
      <FirstRunWelcome nickname={user.nickname} />
    </main>
  );
}
