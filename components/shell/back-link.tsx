import { ArrowLeftIcon } from "lucide-react";
import Link from "next/link";
import { Button } from "@/components/ui/button";

/** The "← Back" link at the top of a signed-in screen. */
export function BackLink({ href, label }: { href: string; label: string }) {
  return (
    <Button asChild variant="ghost" size="sm">
      <Link href={href}>
        <ArrowLeftIcon aria-hidden />
        {label}
      </Link>
    </Button>
  );
}
