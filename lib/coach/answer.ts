import type { Marker } from "./kinds";

/** What the coach answers and stores (the API contract, docs/coach.md): its keys in the order they stream. */
export type CoachAnswer = { markers: Marker[]; request: string | null; rewrite: string | null; notes: string[] };
