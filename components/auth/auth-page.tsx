import { Suspense } from "react";
import { AuthScreen, type AuthTab } from "./auth-screen";

/** /auth, /auth/login and /auth/register: one screen, optionally opened on a tab. */
export function AuthPage({ preset, googleConfigured }: { preset?: AuthTab; googleConfigured: boolean }) {
  return (
    <Suspense>
      <AuthScreen preset={preset} googleConfigured={googleConfigured} />
    </Suspense>
  );
}
