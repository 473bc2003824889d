import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { DemoWelcome } from "@/components/app/demo-welcome";
import { currentUser } from "@/lib/auth/current-user";
import { pageMetadata } from "@/lib/i18n/page-metadata";

export const generateMetadata = pageMetadata("chat");

/** The chat screen arrives with the chat capability; until then it greets the signed-in user. */
export default async function ChatPage() {
  const t = await getTranslations();
  const user = await currentUser();
  return (
    <main id="main" className="mx-auto flex max-w-xl flex-col items-center gap-3 p-6 py-16 text-center">
      <Suspense>
        <DemoWelcome />
      </Suspense>
      <h1 className="text-3xl font-semibold tracking-tight">{t("app.welcome", { name: user?.nickname ?? t("app.anonymous") })}</h1>
      <p className="text-muted-foreground">{t("placeholder.description")}</p>
    </main>
  );
}
