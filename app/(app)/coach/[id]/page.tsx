import { ScreenMessages } from "@/components/app/screen-messages";
import { CoachDetail } from "@/components/coach/coach-detail";
import { pageMetadata } from "@/lib/i18n/page-metadata";

export const generateMetadata = pageMetadata("coachDetail");

export default async function CoachDetailPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return (
    <ScreenMessages screen="coach">
      <CoachDetail key={id} id={id} />
    </ScreenMessages>
  );
}
