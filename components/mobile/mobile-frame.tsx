import type { ReactNode } from "react";
import { HearthLogo } from "@/components/landing/hearth-logo";

/** The mobile pages' frame: phone-first, the full height of the screen, the mark at the top. */
export function MobileFrame({ appName, children }: { appName: string; children: ReactNode }) {
  return (
    <main
      id="main"
      className="mx-auto flex min-h-dvh w-full max-w-md flex-col gap-6 px-5 pt-[max(1.5rem,env(safe-area-inset-top))] pb-[max(1.5rem,env(safe-area-inset-bottom))]"
    >
      <div className="flex items-center gap-2">
        <HearthLogo className="size-8" />
        <span className="text-lg font-semibold">{appName}</span>
      </div>
      {children}
    </main>
  );
}
