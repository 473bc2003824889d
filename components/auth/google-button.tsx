"use client";

import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { toast } from "@/components/ui/toast";
import { carryToast } from "@/lib/navigation/carried-toast";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { api } from "@/lib/client/api";
import { savedChatPath } from "@/lib/auth/redirects";
import { AdultConfirmDialog } from "./adult-confirm-dialog";

function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden className="size-4">
      <path
        fill="#4285F4"
        d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.5h6.5a5.5 5.5 0 0 1-2.4 3.6v3h3.9c2.2-2.1 3.5-5.1 3.5-8.8Z"
      />
      <path fill="#34A853" d="M12 24c3.2 0 6-1.1 8-2.9l-3.9-3a7.2 7.2 0 0 1-10.8-3.8h-4v3.1A12 12 0 0 0 12 24Z" />
      <path fill="#FBBC05" d="M5.3 14.3a7.2 7.2 0 0 1 0-4.6V6.6h-4a12 12 0 0 0 0 10.8l4-3.1Z" />
      <path fill="#EA4335" d="M12 4.8c1.8 0 3.4.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1A7.2 7.2 0 0 1 12 4.8Z" />
    </svg>
  );
}

/**
 * Google sign-in through Auth.js (says so when Google is not configured). Signing up (`confirmAdult`) first asks
 * for the 18+ confirmation, which the callback stores on the new account; signing in to an unknown account
 * comes back to sign-up.
 */
export function GoogleButton({
  configured,
  label,
  confirmAdult = false,
}: {
  configured: boolean;
  label: string;
  confirmAdult?: boolean;
}) {
  const t = useTranslations("auth");
  const [connecting, setConnecting] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  function click() {
    if (!configured) toast.info(t("googleNotConfigured"));
    else if (confirmAdult) setConfirming(true);
    else void start();
  }

  async function start() {
    setConnecting(true);
    try {
      if (confirmAdult) await api("/api/adult-attestation", { body: { adultAttested: true } });
      const { csrfToken } = await api<{ csrfToken: string }>("/api/auth/csrf");
      const form = document.createElement("form");
      form.method = "POST";
      form.action = "/api/auth/signin/google";
      const callbackUrl = savedChatPath() ?? "/chat";
      for (const [name, value] of Object.entries({ csrfToken, callbackUrl })) {
        const input = document.createElement("input");
        input.type = "hidden";
        input.name = name;
        input.value = value;
        form.append(input);
      }
      document.body.append(form);
      // Success lands in the chat, or for a new account first on the profile welcome that the chat sends it to.
      carryToast({ kind: "success", title: t("googleSignedIn"), on: ["/chat", "/post-auth-onboarding"] });
      form.submit();
    } catch {
      setConnecting(false);
      toast.error(t("googleFailedTitle"), { description: t("googleFailed") });
    }
  }

  return (
    <>
      <Button ref={button} type="button" variant="outline" onClick={click} disabled={connecting} className="w-full">
        <GoogleMark />
        {label}
      </Button>
      <AdultConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        onConfirm={start}
        busy={connecting}
        opener={button}
      />
      {connecting ? (
        <div
          role="status"
          aria-live="polite"
          className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-3 bg-background/90"
        >
          <Spinner label={t("googleConnecting")} />
          <p className="text-sm font-medium">{t("googleConnecting")}</p>
        </div>
      ) : null}
    </>
  );
}
