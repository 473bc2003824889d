import { useTranslations } from "next-intl";
import { ChevronDownIcon } from "lucide-react";
import { MONEY_BACK_GUARANTEE_DAYS, PERSONA_COUNT } from "@/lib/billing/plans";
import { FREE_DAILY_MESSAGES } from "@/lib/limits/plan-limits";
import { LandingSection } from "./landing-section";
import { SupportEmailLink } from "./support-email-link";

const QUESTIONS = ["professional", "private", "delete", "free", "refund", "languages"] as const;

/**
 * The FAQ accordion, built on <details name>: the browser keeps one item open at a time and closes
 * the open one when its question is clicked again, with no JavaScript to download.
 */
export function FaqSection({ supportEmail }: { supportEmail: string }) {
  const t = useTranslations("landing.faq");
  const values = { daily: FREE_DAILY_MESSAGES, personas: PERSONA_COUNT, days: MONEY_BACK_GUARANTEE_DAYS };
  return (
    <LandingSection
      id="faq"
      title={t("title")}
      subtitle={t.rich("subtitle", {
        email: supportEmail,
        link: (chunks) => <SupportEmailLink address={supportEmail}>{chunks}</SupportEmailLink>,
      })}
      tinted
      width="narrow"
    >
      <div className="divide-y rounded-2xl border bg-card">
        {QUESTIONS.map((key) => (
          <details key={key} name="faq" className="group px-5 sm:px-6">
            <summary className="-mx-2 my-2 flex cursor-pointer list-none items-center justify-between gap-4 rounded-md px-2 py-3 text-left font-medium outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50 [&::-webkit-details-marker]:hidden">
              {t(`items.${key}.question`)}
              <ChevronDownIcon
                aria-hidden="true"
                className="size-5 shrink-0 text-muted-foreground transition-transform group-open:rotate-180 motion-reduce:transition-none"
              />
            </summary>
            <p className="pb-5 text-muted-foreground">{t(`items.${key}.answer`, values)}</p>
          </details>
        ))}
      </div>
    </LandingSection>
  );
}
