import type { ReactNode } from "react";

/** A mail link to the support address, which comes from SUPPORT_EMAIL (lib/env.ts). */
export function SupportEmailLink({ address, children }: { address: string; children: ReactNode }) {
  return (
    <a href={`mailto:${address}`} className="font-medium text-primary underline underline-offset-4 hover:decoration-2">
      {children}
    </a>
  );
}
