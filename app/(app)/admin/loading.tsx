import { getTranslations } from "next-intl/server";
import { Spinner } from "@/components/ui/spinner";

/** Spec section 2: a spinner while the user (and their right) loads. */
export default async function AdminLoading() {
  const t = await getTranslations("admin");
  return (
    <div className="flex min-h-64 items-center justify-center">
      <Spinner label={t("loading")} iconClassName="size-8" />
    </div>
  );
}
