import type { MemoryKind, MemorySource } from "./kinds";

/** One remembered thing as the API and the Memory page show it (dates as ISO strings on the wire). */
export type MemoryView = {
  id: string;
  text: string;
  kind: MemoryKind;
  source: MemorySource;
  /** The conversation, advice request or coach request it came from; null for the profile and the person. */
  sourceId: string | null;
  /** Its source was deleted: the page says "from a deleted conversation". */
  sourceGone: boolean;
  /** Added or edited by the person: learning never changes or drops it. */
  own: boolean;
  createdAt: string;
  updatedAt: string;
  lastUsedAt: string | null;
};

/** GET /api/memory: whether memory is on, how many items the plan keeps, and the items, newest first. */
export type MemoryList = { enabled: boolean; limit: number; items: MemoryView[] };
