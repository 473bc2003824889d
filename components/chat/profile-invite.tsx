import Link from "next/link";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";

/** In an empty chat, while the profile is incomplete: an invitation to complete it. */
export function ProfileInvite() {
  const t = useTranslations("chat");
  return (
    <div className="grid justify-items-center gap-2 rounded-lg border border-dashed p-4">
      <p className="font-medium">{t("profileInviteTitle")}</p>
      <p className="text-sm text-muted-foreground">{t("profileInvite")}</p>
      <Button asChild variant="secondary" size="sm">
        <Link href="/profile">{t("profileInviteAction")}</Link>
      </Button>
    </div>
  );
}
