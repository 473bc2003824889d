import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { devSurfaceOn } from "@/lib/dev/surfaces";
import { readOutbox } from "@/lib/email/outbox";

export const metadata: Metadata = { title: "Outbox", robots: { index: false } };

/**
 * Development only: the e-mails Hearth would have sent, newest first, each as it will look (its HTML in a
 * sandboxed frame), its plain-text part and any extra headers (a developer tool, not translated).
 */
export default async function OutboxPage() {
  if (!devSurfaceOn("outbox")) notFound();
  const emails = await readOutbox({ limit: 100 });
  return (
    <main id="main" className="mx-auto grid max-w-3xl gap-4 p-6">
      <h1 className="text-2xl font-semibold">Outbox</h1>
      <p className="text-sm text-muted-foreground">E-mail goes here while RESEND_API_KEY and EMAIL_FROM are not set.</p>
      {emails.length === 0 ? <p>No e-mails yet.</p> : null}
      <ol className="grid gap-3">
        {emails.map((email, index) => (
          <li key={index} className="rounded-lg border p-4">
            <p className="text-sm text-muted-foreground">
              {email.createdAt.toISOString()} · to {email.to}
            </p>
            <h2 className="font-medium">{email.subject}</h2>
            {email.html ? (
              // As a mail client shows it; sandbox="" lets the e-mail run nothing and reach nothing.
              <iframe
                title={`${email.subject}: HTML`}
                sandbox=""
                srcDoc={email.html}
                className="mt-3 h-[36rem] w-full rounded-md border bg-white"
              />
            ) : null}
            {Object.keys(email.headers).length > 0 ? (
              <details className="mt-2">
                <summary className="cursor-pointer text-sm font-medium">Headers</summary>
                <pre className="mt-2 text-sm break-all whitespace-pre-wrap">
                  {Object.entries(email.headers)
                    .map(([name, value]) => `${name}: ${value}`)
                    .join("\n")}
                </pre>
              </details>
            ) : null}
            <details className="mt-2" open={!email.html}>
              <summary className="cursor-pointer text-sm font-medium">Plain-text part</summary>
              <pre className="mt-2 text-sm whitespace-pre-wrap">{email.text}</pre>
            </details>
          </li>
        ))}
      </ol>
    </main>
  );
}
