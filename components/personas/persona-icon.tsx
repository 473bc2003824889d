import {
  BrainIcon,
  BriefcaseIcon,
  ChartBarIcon,
  ConciergeBellIcon,
  GraduationCapIcon,
  HeartHandshakeIcon,
  LaughIcon,
  LeafIcon,
  PaletteIcon,
  PartyPopperIcon,
  SearchCheckIcon,
  ShieldIcon,
  type LucideIcon,
} from "lucide-react";
import type { PersonaId } from "@/lib/personas/personas";

const ICONS: Record<PersonaId, LucideIcon> = {
  therapist: BrainIcon,
  sister: HeartHandshakeIcon,
  bro: LaughIcon,
  guardian: ShieldIcon,
  boss: BriefcaseIcon,
  mentor: GraduationCapIcon,
  muse: PaletteIcon,
  enthusiast: PartyPopperIcon,
  analyst: ChartBarIcon,
  sage: LeafIcon,
  butler: ConciergeBellIcon,
  skeptic: SearchCheckIcon,
};

export function PersonaIcon({ persona, className }: { persona: PersonaId; className?: string }) {
  const Icon = ICONS[persona];
  return <Icon aria-hidden className={className} />;
}
