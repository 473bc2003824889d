import { useTranslations } from "next-intl";
import { HeartHandshakeIcon, MoonStarIcon, ShieldCheckIcon, SparklesIcon } from "lucide-react";
import { LandingSection } from "./landing-section";
import { HeadlineText } from "@/components/ui/headline-text";

const FEATURES = [
  { key: "personal", Icon: HeartHandshakeIcon },
  { key: "personas", Icon: SparklesIcon },
  { key: "private", Icon: ShieldCheckIcon },
  { key: "anytime", Icon: MoonStarIcon },
] as const;

export function FeaturesSection() {
  const t = useTranslations("landing.features");
  return (
    <LandingSection id="features" title={t("title")} subtitle={t("subtitle")}>
      <ul className="grid gap-6 sm:grid-cols-2">
        {FEATURES.map(({ key, Icon }) => (
          <li key={key} className="flex gap-5 rounded-xl border bg-card p-6 shadow-sm">
            <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-accent text-primary">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <div className="flex flex-col gap-2">
              <h3 className="text-lg font-semibold">
                <HeadlineText>{t(`items.${key}.title`)}</HeadlineText>
              </h3>
              <p className="text-muted-foreground">{t(`items.${key}.body`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
