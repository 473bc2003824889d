import { CircleCheckIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import type { PublicNotice } from "@/lib/navigation/public-notice";

/** The notice the app left for this page (lib/navigation/public-notice.ts), in the server's HTML. */
export function PublicNoticeBanner({ notice }: { notice: PublicNotice }) {
  const t = useTranslations(`landing.notices.${notice}`);
  return (
    <div role="status" className="border-b bg-accent text-accent-foreground">
      <p className="mx-auto flex max-w-6xl items-start gap-2 px-4 py-3 text-sm sm:px-6">
        <CircleCheckIcon aria-hidden className="mt-0.5 size-4 shrink-0" />
        <span>
          <strong className="font-semibold">{t("title")}</strong> {t("description")}
        </span>
      </p>
    </div>
  );
}
