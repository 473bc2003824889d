import { Suspense } from "react";
import { VerifyEmailForm } from "@/components/auth/verify-email-form";
import { pageMetadata } from "@/lib/i18n/page-metadata";

export const generateMetadata = pageMetadata("verifyEmail");

export default function Page() {
  return (
    <Suspense>
      <VerifyEmailForm />
    </Suspense>
  );
}
