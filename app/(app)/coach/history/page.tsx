import { ScreenMessages } from "@/components/app/screen-messages";
import { CoachHistory } from "@/components/coach/coach-history";
import { requirePageUser } from "@/lib/auth/current-user";
import { pageMetadata } from "@/lib/i18n/page-metadata";
import { hasPro } from "@/lib/limits/plan-limits";

export const generateMetadata = pageMetadata("coachHistory");

export default async function CoachHistoryPage() {
  const user = await requirePageUser();
  return (
    <ScreenMessages screen="coach">
      <CoachHistory freePlan={!hasPro(user)} />
    </ScreenMessages>
  );
}
