import { Suspense } from "react";
import { env } from "@/lib/env";
import { AuthScreen, type AuthTab } from "./auth-screen";

/** /auth, /auth/login and /auth/register: one screen, optionally opened on a tab. */
export function AuthPage({ preset }: { preset?: AuthTab }) {
  return (
    <Suspense>
      <AuthScreen preset={preset} googleConfigured={env().googleConfigured} />
    </Suspense>
  );
}
