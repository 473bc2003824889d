import { useTranslations } from "next-intl";
import { LandingSection } from "./landing-section";
import { StoryCarousel } from "./story-carousel";

const STORIES = ["first", "second", "third", "fourth", "fifth"] as const;

/** Avatar colours, one per story: light enough for dark initials to pass contrast. */
const AVATAR_TINTS = [
  "oklch(0.86 0.08 30)",
  "oklch(0.86 0.07 160)",
  "oklch(0.87 0.07 85)",
  "oklch(0.85 0.06 250)",
  "oklch(0.86 0.07 330)",
];

export function CaseStudiesSection() {
  const t = useTranslations("landing.stories");
  const total = STORIES.length;
  const slides = STORIES.map((key, index) => {
    const name = t(`items.${key}.name`);
    return (
      <article
        key={key}
        className="grid h-full gap-6 rounded-2xl border bg-card p-6 sm:p-8 md:grid-cols-[13rem_1fr] md:gap-10"
      >
        <header className="flex items-center gap-4 md:flex-col md:items-start">
          <Avatar name={name} tint={AVATAR_TINTS[index % AVATAR_TINTS.length]!} />
          <div className="flex flex-col gap-1">
            <h3 className="text-xl font-semibold">{name}</h3>
            <p className="text-sm text-muted-foreground">
              {t("age", { age: t(`items.${key}.age`) })} · {t(`items.${key}.relationship`)}
            </p>
          </div>
        </header>
        <dl className="grid gap-4">
          {(["challenge", "solution", "outcome"] as const).map((part) => (
            <div key={part} className="flex flex-col gap-1">
              <dt className="text-sm font-semibold text-primary">{t(part)}</dt>
              <dd className="text-pretty">{t(`items.${key}.${part}`)}</dd>
            </div>
          ))}
        </dl>
      </article>
    );
  });

  return (
    <LandingSection id="stories" title={t("title")} subtitle={t("subtitle")} tinted width="medium">
      <StoryCarousel
        label={t("region")}
        slides={slides}
        slideLabels={STORIES.map((_, index) => t("position", { number: index + 1, total }))}
        dotLabels={STORIES.map((_, index) => t("goTo", { number: index + 1 }))}
        previousLabel={t("previous")}
        nextLabel={t("next")}
      />
    </LandingSection>
  );
}

/** A drawn avatar: the first letter of the name on a soft tint, with a ring. No image to download. */
function Avatar({ name, tint }: { name: string; tint: string }) {
  const initial = Array.from(name)[0] ?? "";
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" className="size-16 shrink-0 md:size-20">
      <circle cx="32" cy="32" r="32" fill={tint} />
      <circle cx="32" cy="32" r="28" fill="none" stroke="white" strokeOpacity="0.6" strokeWidth="2" />
      <text
        x="32"
        y="33"
        textAnchor="middle"
        dominantBaseline="central"
        fontSize="26"
        fontWeight="600"
        fill="oklch(0.25 0.03 40)"
      >
        {initial}
      </text>
    </svg>
  );
}
