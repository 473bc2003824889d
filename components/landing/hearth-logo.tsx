import { cn } from "@/lib/cn";

/** Hearth's mark: a flame that folds into a heart. Decorative; the wordmark next to it carries the name. */
export function HearthLogo({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={cn("size-8", className)}>
      <rect width="32" height="32" rx="9" className="fill-primary" />
      <path
        d="M16 25.5c-5.2-3.4-8-6.6-8-10.2 0-2.6 1.9-4.5 4.3-4.5 1.5 0 2.8.7 3.7 1.9.9-1.2 2.2-1.9 3.7-1.9 2.4 0 4.3 1.9 4.3 4.5 0 3.6-2.8 6.8-8 10.2Z"
        className="fill-primary-foreground"
      />
      <path
        d="M16 21.2c-2-1.5-3.1-2.9-3.1-4.4 0-1.5 1.4-2.5 3.1-4.4 1.7 1.9 3.1 2.9 3.1 4.4 0 1.5-1.1 2.9-3.1 4.4Z"
        className="fill-primary"
      />
    </svg>
  );
}
