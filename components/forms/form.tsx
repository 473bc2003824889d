"use client";

import type { ComponentProps } from "react";
import { useHydrated } from "@/components/app/use-hydrated";
import { Button } from "@/components/ui/button";

/**
 * Every form in the app (ESLint allows no other `<form>`). Nothing can send it before React runs: a browser
 * submission would be a GET, a password in the address bar. Should one get through, it posts to the page itself.
 */
export function Form({ children, ...props }: Omit<ComponentProps<"form">, "method" | "action">) {
  const hydrated = useHydrated();
  return (
    <form {...props} method="post">
      {/* The form's default button: while it is disabled, Enter in a field sends nothing. */}
      {hydrated ? null : <button type="submit" disabled hidden aria-hidden tabIndex={-1} />}
      {children}
    </form>
  );
}

/** A form's send button (the only submit button ESLint allows): disabled until React runs the page. */
export function SubmitButton({ disabled, ...props }: Omit<ComponentProps<typeof Button>, "type" | "asChild">) {
  const hydrated = useHydrated();
  return <Button {...props} type="submit" disabled={!hydrated || disabled} />;
}
