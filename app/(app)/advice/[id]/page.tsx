import { ScreenMessages } from "@/components/app/screen-messages";
import { AdviceDetail } from "@/components/advice/advice-detail";
import { pageMetadata } from "@/lib/i18n/page-metadata";

export const generateMetadata = pageMetadata("adviceDetail");

export default async function AdviceDetailPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return (
    <ScreenMessages screen="advice">
      <AdviceDetail key={id} id={id} />
    </ScreenMessages>
  );
}
