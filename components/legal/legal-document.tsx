import Link from "next/link";
import { useLocale, useMessages, useTranslations } from "next-intl";
import { SiteFooter } from "@/components/landing/site-footer";
import { SiteHeader } from "@/components/landing/site-header";
import { PublicPage } from "@/components/landing/public-page";
import { SupportEmailLink } from "@/components/landing/support-email-link";
import { HeadlineText } from "@/components/ui/headline-text";

export type LegalDocumentName = "privacy" | "terms";

/** Both documents take effect on this day (spec section 1). */
const EFFECTIVE_DATE = new Date(Date.UTC(2025, 4, 29));

const OTHER: Record<LegalDocumentName, LegalDocumentName> = { privacy: "terms", terms: "privacy" };

/**
 * A legal page rendered from messages/*.json: `legal.<document>.sections` in file order; in each section
 * every string after the title is a paragraph, an object is a bulleted list, and `emergency` is a callout.
 */
export function LegalDocument({
  document,
  supportEmail: email,
}: {
  document: LegalDocumentName;
  supportEmail: string;
}) {
  const t = useTranslations("legal");
  const locale = useLocale();
  const sections = useMessages().legal[document].sections as Record<
    string,
    Record<string, string | Record<string, string>>
  >;
  const linkClass = "font-medium text-primary underline underline-offset-4 hover:decoration-2";
  const rich = (key: string) =>
    t.rich(key as Parameters<typeof t.rich>[0], {
      email,
      link: (chunks) => <SupportEmailLink address={email}>{chunks}</SupportEmailLink>,
      privacy: (chunks) => (
        <Link prefetch={false} href="/privacy" className={linkClass}>
          {chunks}
        </Link>
      ),
      terms: (chunks) => (
        <Link prefetch={false} href="/terms" className={linkClass}>
          {chunks}
        </Link>
      ),
    });
  const effective = new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(EFFECTIVE_DATE);

  return (
    <PublicPage title={t(`${document}.title`)} description={t(`${document}.description`)}>
      <SiteHeader onLanding={false} />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <article className="mx-auto flex max-w-3xl flex-col gap-10 px-4 py-12 sm:px-6 sm:py-16">
          <header className="flex flex-col gap-4">
            <h1 className="text-4xl font-semibold tracking-tight">
              <HeadlineText>{t(`${document}.title`)}</HeadlineText>
            </h1>
            <p className="text-sm font-medium text-muted-foreground">{t("effective", { date: effective })}</p>
            <p className="text-lg text-muted-foreground">{t(`${document}.intro`)}</p>
          </header>
          <nav aria-labelledby="legal-contents" className="rounded-xl border bg-card p-5">
            <h2 id="legal-contents" className="mb-3 font-semibold">
              {t("contents")}
            </h2>
            <ol className="grid list-decimal gap-x-8 gap-y-1.5 pl-5 text-sm sm:grid-cols-2">
              {Object.entries(sections).map(([id, section]) => (
                <li key={id}>
                  <a href={`#${id}`} className={linkClass}>
                    {section.title as string}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
          {Object.entries(sections).map(([id, section], index) => (
            <section
              key={id}
              id={id}
              aria-labelledby={`${id}-title`}
              className="flex scroll-mt-20 flex-col gap-3 leading-relaxed"
            >
              <h2 id={`${id}-title`} className="text-2xl font-semibold tracking-tight">
                {index + 1}. <HeadlineText>{section.title as string}</HeadlineText>
              </h2>
              {Object.entries(section).map(([part, value]) => {
                if (part === "title") return null;
                const key = `${document}.sections.${id}.${part}`;
                // A list is an object of messages; a message is a string, or an array once the build precompiled it.
                if (typeof value === "object" && !Array.isArray(value)) {
                  return (
                    <ul key={part} className="flex list-disc flex-col gap-2 pl-5">
                      {Object.keys(value).map((item) => (
                        <li key={item}>{rich(`${key}.${item}`)}</li>
                      ))}
                    </ul>
                  );
                }
                const callout =
                  part === "emergency" &&
                  "rounded-lg border-l-4 border-destructive bg-destructive/5 px-4 py-3 font-medium";
                return (
                  <p key={part} className={callout || undefined}>
                    {rich(key)}
                  </p>
                );
              })}
            </section>
          ))}
          <p className="border-t pt-6 text-sm">
            {t.rich("seeAlso", {
              title: t(`${OTHER[document]}.title`),
              other: (chunks) => (
                <Link prefetch={false} href={`/${OTHER[document]}`} className={linkClass}>
                  {chunks}
                </Link>
              ),
            })}
          </p>
        </article>
      </main>
      <SiteFooter />
    </PublicPage>
  );
}
