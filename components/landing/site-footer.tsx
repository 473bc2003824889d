import Link from "next/link";
import { useTranslations } from "next-intl";
import { HearthLogo } from "./hearth-logo";

export function SiteFooter() {
  const t = useTranslations("landing.footer");
  const common = useTranslations("common");
  return (
    <footer className="border-t bg-muted/60">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-[2fr_1fr_1fr] sm:px-6">
        <div className="flex max-w-sm flex-col gap-3">
          <p className="flex items-center gap-2 text-lg font-semibold">
            <HearthLogo className="size-7" />
            {common("appName")}
          </p>
          <p className="text-sm text-muted-foreground">{t("tagline")}</p>
          <p className="text-sm text-muted-foreground">{t("disclaimer")}</p>
        </div>
        <FooterLinks
          id="footer-legal"
          title={t("legal")}
          links={[
            { href: "/privacy", label: t("privacy") },
            { href: "/terms", label: t("terms") },
          ]}
        />
        <FooterLinks id="footer-account" title={t("account")} links={[{ href: "/auth", label: t("signIn") }]} />
      </div>
      <div className="border-t">
        <p className="mx-auto max-w-6xl px-4 py-6 text-sm text-muted-foreground sm:px-6">{t("copyright")}</p>
      </div>
    </footer>
  );
}

function FooterLinks({ id, title, links }: { id: string; title: string; links: { href: string; label: string }[] }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="mb-3 text-sm font-semibold">
        {title}
      </h2>
      <ul className="flex flex-col gap-2 text-sm">
        {links.map(({ href, label }) => (
          <li key={href}>
            <Link
              prefetch={false}
              href={href}
              className="rounded-sm text-muted-foreground underline-offset-4 outline-none hover:text-foreground hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
