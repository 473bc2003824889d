import { useTranslations } from "next-intl";

/**
 * Marks of invented publications, drawn here: placeholders with no real company's name or logo. Replace
 * them with real, licensed marks before launch.
 */
const MARKS = [
  { name: "Quellory", glyph: <circle cx="12" cy="12" r="8" fill="none" stroke="currentColor" strokeWidth="3" /> },
  { name: "Brindlewood", glyph: <path d="M12 3c5 4 7 8 0 18C5 11 7 7 12 3Z" fill="currentColor" /> },
  {
    name: "Soravane",
    glyph: (
      <path d="M2 15c3-6 6-6 10 0s7 6 10 0" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    ),
  },
  { name: "Maplequill", glyph: <path d="M12 2 22 20H2Z" fill="currentColor" /> },
  {
    name: "Ondrel",
    glyph: <rect x="4" y="4" width="16" height="16" rx="3" transform="rotate(45 12 12)" fill="currentColor" />,
  },
  {
    name: "Velmaris",
    glyph: (
      <>
        <circle cx="8" cy="12" r="6" fill="currentColor" />
        <circle cx="16" cy="12" r="6" fill="none" stroke="currentColor" strokeWidth="2.5" />
      </>
    ),
  },
];

export function BrandStrip() {
  const t = useTranslations("landing.brands");
  return (
    <section aria-labelledby="brands-title" className="border-y py-10">
      <div className="mx-auto flex max-w-6xl flex-col items-center gap-6 px-4 sm:px-6">
        <h2 id="brands-title" className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">
          {t("title")}
        </h2>
        <ul className="flex flex-wrap items-center justify-center gap-x-10 gap-y-5 text-muted-foreground">
          {MARKS.map(({ name, glyph }) => (
            <li key={name} className="flex items-center gap-2 text-lg font-semibold tracking-tight">
              <svg viewBox="0 0 24 24" aria-hidden="true" className="size-6">
                {glyph}
              </svg>
              <span lang="en">{name}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
