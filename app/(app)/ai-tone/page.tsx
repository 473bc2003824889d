import { PersonaPicker } from "@/components/personas/persona-picker";
import { requirePageUser } from "@/lib/auth/current-user";
import { pageMetadata } from "@/lib/i18n/page-metadata";
import { availablePersonas, hasPro } from "@/lib/limits/plan-limits";
import { userPersona } from "@/lib/personas/personas";

export const generateMetadata = pageMetadata("aiTone");

export default async function AiTonePage() {
  const user = await requirePageUser();
  return (
    <main id="main" className="mx-auto w-full max-w-5xl px-4 py-6">
      <PersonaPicker saved={userPersona(user)} available={availablePersonas(user)} pro={hasPro(user)} />
    </main>
  );
}
