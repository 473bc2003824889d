import Link from "next/link";
import type { ReactNode } from "react";
import { LanguageSwitcher } from "@/components/shell/language-switcher";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

/** The frame of the single-purpose auth screens (verify, forgot, reset). */
export function AuthCard({
  brand,
  title,
  description,
  children,
}: {
  brand: string;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto flex min-h-dvh w-full max-w-md flex-col gap-6 px-4 py-8">
      <header className="flex items-center justify-between">
        <Link href="/" className="text-lg font-semibold">
          {brand}
        </Link>
        <LanguageSwitcher />
      </header>
      <main id="main">
        <Card>
          <CardHeader>
            <CardTitle>
              <h1 className="text-2xl">{title}</h1>
            </CardTitle>
            {description ? <CardDescription>{description}</CardDescription> : null}
          </CardHeader>
          <CardContent className="grid gap-4">{children}</CardContent>
        </Card>
      </main>
    </div>
  );
}
