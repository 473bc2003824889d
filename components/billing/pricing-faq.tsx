import { ChevronDownIcon } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { MONEY_BACK_GUARANTEE_DAYS } from "@/lib/billing/plans";

const QUESTIONS = ["cancel", "refund", "data"] as const;

/** The pricing page's three questions, as a <details name> accordion (one open at a time, no script). */
export async function PricingFaq({ supportEmail }: { supportEmail: string }) {
  const t = await getTranslations("subscription");
  return (
    <section aria-labelledby="pricing-faq" className="grid gap-4">
      <h2 id="pricing-faq" className="text-center text-xl font-semibold">
        {t("faqTitle")}
      </h2>
      <div className="divide-y rounded-2xl border bg-card">
        {QUESTIONS.map((key) => (
          <details key={key} name="pricing-faq" className="group px-5">
            <summary className="-mx-2 my-2 flex cursor-pointer list-none items-center justify-between gap-4 rounded-md px-2 py-3 text-left font-medium outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50 [&::-webkit-details-marker]:hidden">
              {t(`faq.${key}Question`)}
              <ChevronDownIcon
                aria-hidden
                className="size-5 shrink-0 text-muted-foreground transition-transform group-open:rotate-180 motion-reduce:transition-none"
              />
            </summary>
            <p className="pb-4 text-muted-foreground">
              {t(`faq.${key}Answer`, { days: MONEY_BACK_GUARANTEE_DAYS, email: supportEmail })}
            </p>
          </details>
        ))}
      </div>
    </section>
  );
}
