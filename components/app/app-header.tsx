import { ChartLineIcon, LightbulbIcon, SendIcon, SettingsIcon, ShieldCheckIcon, type LucideIcon } from "lucide-react";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import type { User } from "@/db/schema";
import { Button } from "@/components/ui/button";

/** On a phone each link is its icon (its name stays for assistive tech), so five and the brand fit 360 px. */
const NAV_LINK = "px-2.5 sm:px-3";

function NavLink({ href, icon: Icon, label }: { href: string; icon: LucideIcon; label: string }) {
  return (
    <Button asChild variant="ghost" size="sm" className={NAV_LINK}>
      <Link href={href}>
        <Icon aria-hidden className="sm:hidden" />
        <span className="sr-only sm:not-sr-only">{label}</span>
      </Link>
    </Button>
  );
}

/**
 * The top bar of signed-in screens, with the demo-mode notice for guests (no user: the offline chat shell).
 * `admin`: the user holds the admin right (decided from the database by the layout), so the dashboard is linked.
 */
export async function AppHeader({ user, admin }: { user: User | null; admin: boolean }) {
  const t = await getTranslations("app");
  return (
    <header className="border-b">
      {user?.isGuest ? (
        <div role="note" className="bg-accent px-4 py-2 text-center text-sm text-accent-foreground">
          {t("demoBanner")}{" "}
          <Link href="/auth?tab=register" className="font-medium underline underline-offset-4">
            {t("createAccount")}
          </Link>
        </div>
      ) : null}
      <div className="flex items-center justify-between gap-2 px-4 py-2">
        <Link href="/chat" className="font-semibold">
          {t("brand")}
        </Link>
        <nav aria-label={t("mainNav")} className="flex items-center gap-1">
          {user ? (
            <span className="hidden text-sm text-muted-foreground sm:inline">
              {t("signedInAs", { name: user.nickname ?? t("anonymous") })}
            </span>
          ) : null}
          <NavLink href="/advice" icon={LightbulbIcon} label={t("advice")} />
          <NavLink href="/coach" icon={SendIcon} label={t("coach")} />
          <NavLink href="/insights" icon={ChartLineIcon} label={t("insights")} />
          <NavLink href="/settings" icon={SettingsIcon} label={t("settings")} />
          {admin ? <NavLink href="/admin" icon={ShieldCheckIcon} label={t("admin")} /> : null}
        </nav>
      </div>
    </header>
  );
}
