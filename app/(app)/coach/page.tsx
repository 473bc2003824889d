import { ScreenMessages } from "@/components/app/screen-messages";
import { CoachScreen } from "@/components/coach/coach-screen";
import { requirePageUser } from "@/lib/auth/current-user";
import { pageMetadata } from "@/lib/i18n/page-metadata";

export const generateMetadata = pageMetadata("coach");

export default async function CoachPage() {
  const user = await requirePageUser();
  return (
    <ScreenMessages screen="coach">
      <CoachScreen partner={user.partnerNickname ?? ""} />
    </ScreenMessages>
  );
}
