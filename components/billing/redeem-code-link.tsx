"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { useInNativeWrapper } from "@/components/native/native-wrapper";

/** The pricing page's way to a redeem code: settings' Redeem Code modal, opened. Hidden in the native wrapper. */
export function RedeemCodeLink() {
  const t = useTranslations("redeem");
  if (useInNativeWrapper()) return null;
  return (
    <p className="text-center text-sm text-muted-foreground">
      {t("haveCode")}{" "}
      <Link href="/settings?redeem=1" className="font-medium text-primary underline underline-offset-4">
        {t("redeemInSettings")}
      </Link>
    </p>
  );
}
