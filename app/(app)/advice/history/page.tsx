import { ScreenMessages } from "@/components/app/screen-messages";
import { AdviceHistory } from "@/components/advice/advice-history";
import { requirePageUser } from "@/lib/auth/current-user";
import { pageMetadata } from "@/lib/i18n/page-metadata";
import { hasPro } from "@/lib/limits/plan-limits";

export const generateMetadata = pageMetadata("adviceHistory");

export default async function AdviceHistoryPage() {
  const user = await requirePageUser();
  return (
    <ScreenMessages screen="advice">
      <AdviceHistory freePlan={!hasPro(user)} />
    </ScreenMessages>
  );
}
