/** The twelve advisor personas, in the order the picker shows them, with the spec's tone labels. */
export const PERSONAS = [
  { id: "therapist", tone: "Professional & Calm" },
  { id: "sister", tone: "Empathetic & Supportive" },
  { id: "bro", tone: "Humorous & Joking" },
  { id: "guardian", tone: "Caring & Nurturing" },
  { id: "boss", tone: "Strict & Authoritative" },
  { id: "mentor", tone: "Guiding & Knowledgeable" },
  { id: "muse", tone: "Imaginative & Inspiring" },
  { id: "enthusiast", tone: "Positive & Exciting" },
  { id: "analyst", tone: "Factual & Objective" },
  { id: "sage", tone: "Wise & Reflective" },
  { id: "butler", tone: "Formal & Helpful" },
  { id: "skeptic", tone: "Questioning & Cautious" },
] as const;

export type PersonaId = (typeof PERSONAS)[number]["id"];
export const DEFAULT_PERSONA: PersonaId = "therapist";
/** The only persona on the free plan. */
export const FREE_PERSONAS: readonly PersonaId[] = ["therapist"];

/** The persona a user has chosen, therapist when none (or an unknown one) is saved. */
export function userPersona(user: { aiTone: string | null }): PersonaId {
  return personaIdFrom(user.aiTone) ?? DEFAULT_PERSONA;
}

/** A saved tone may be an id ("sister"), a name ("Sister") or a tone label ("Empathetic & Supportive"). */
export function personaIdFrom(value: string | null | undefined): PersonaId | undefined {
  const wanted = value?.trim().toLowerCase();
  if (!wanted) return undefined;
  return PERSONAS.find((p) => p.id === wanted || p.tone.toLowerCase() === wanted)?.id;
}
