import { headers } from "next/headers";
import { NONCE_HEADER } from "@/lib/security/content-security-policy";

/** A script written into the HTML that runs as the page is read, allowed by this request's CSP nonce. */
export async function InlineScript({ code }: { code: string }) {
  const nonce = (await headers()).get(NONCE_HEADER) ?? undefined;
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: code }} />;
}
