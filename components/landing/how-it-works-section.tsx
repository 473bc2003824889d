import { useTranslations } from "next-intl";
import { ClipboardListIcon, MessagesSquareIcon, UsersRoundIcon } from "lucide-react";
import { LandingSection } from "./landing-section";
import { HeadlineText } from "@/components/ui/headline-text";

const STEPS = [
  { key: "context", Icon: ClipboardListIcon },
  { key: "persona", Icon: UsersRoundIcon },
  { key: "chat", Icon: MessagesSquareIcon },
] as const;

export function HowItWorksSection() {
  const t = useTranslations("landing.steps");
  return (
    <LandingSection id="how-it-works" title={t("title")} subtitle={t("subtitle")} tinted>
      <ol className="grid gap-6 md:grid-cols-3">
        {STEPS.map(({ key, Icon }, index) => (
          <li key={key} className="flex flex-col gap-4 rounded-xl border bg-card p-6 shadow-sm">
            <div className="flex items-center gap-3">
              <span className="flex size-11 items-center justify-center rounded-full bg-primary text-primary-foreground">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <span className="text-sm font-semibold text-primary">{t("step", { number: index + 1 })}</span>
            </div>
            <h3 className="text-xl font-semibold">
              <HeadlineText>{t(`items.${key}.title`)}</HeadlineText>
            </h3>
            <p className="text-muted-foreground">{t(`items.${key}.body`)}</p>
          </li>
        ))}
      </ol>
    </LandingSection>
  );
}
