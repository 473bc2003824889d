import "server-only";
import {
  addOwnMemory,
  deleteMemories,
  deleteMemory,
  editMemory,
  listMemories,
  type MemoryRow,
} from "@/db/queries/memories";
import type { Memory, User } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { hasPro, memoryLimit } from "@/lib/limits/plan-limits";
import type { MemoryKind } from "./kinds";
import type { MemoryList, MemoryView } from "./memory-view";

function memoryView(row: Memory | MemoryRow): MemoryView {
  return {
    id: row.id,
    text: row.text,
    kind: row.kind,
    source: row.source,
    sourceId: row.sourceId,
    sourceGone: "sourceGone" in row ? row.sourceGone : false,
    own: row.own,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

/** The person's own items: a guest has none, and there is no way to name anyone else's. */
export async function memoryOf(user: User): Promise<MemoryList> {
  if (user.isGuest) return { enabled: false, limit: 0, items: [] };
  const rows = await listMemories({ userId: user.id });
  return { enabled: user.memoryEnabled, limit: memoryLimit(user), items: rows.map(memoryView) };
}

/** "Add something Hearth should know": refused when the plan's memory is full, with the way to more on free. */
export async function addMemory(user: User, { text, kind }: { text: string; kind: MemoryKind }): Promise<MemoryView> {
  if (user.isGuest) throw new AppError("guest_memory");
  const limit = memoryLimit(user);
  const row = await addOwnMemory({ userId: user.id, text, kind, limit });
  if (row) return memoryView(row);
  if (hasPro(user)) throw new AppError("memory_full_pro", { fields: { limit } });
  throw new AppError("memory_full", { fields: { limit, upgradeUrl: "/subscription" } });
}

/** Edits one of the person's items; any other id (a guest has none) is not found. */
export async function changeMemory(user: User, id: string, edit: { text?: string; kind?: MemoryKind }) {
  const row = await editMemory({ userId: user.id, id, ...edit });
  if (!row) throw new AppError("not_found");
  return memoryView(row);
}

export async function forgetMemory(user: User, id: string): Promise<void> {
  if (!(await deleteMemory({ userId: user.id, id }))) throw new AppError("not_found");
}

/** "Forget everything": how many items went (a guest has none). */
export async function forgetAllMemories(user: User): Promise<number> {
  return deleteMemories({ userId: user.id });
}
