import "server-only";
import {
  deleteCoachRequest,
  findOwnCoachRequest,
  listCoachRequests,
  setCoachFeedback,
} from "@/db/queries/coach-requests";
import type { CoachRequestRow, User } from "@/db/schema";
import { seenStatus } from "@/lib/advice/runs";
import { AppError } from "@/lib/errors";
import { historySince } from "@/lib/limits/plan-limits";
import { decodeCursor, pageOf } from "@/lib/validation/cursor";

type SummaryRow = Awaited<ReturnType<typeof listCoachRequests>>[number];

function summary({ id, draft, result, sent, outcome, createdAt }: SummaryRow) {
  return {
    id,
    draft,
    request: result?.request ?? null,
    rewrite: result?.rewrite ?? null,
    markerCount: result?.markers.length ?? 0,
    sent,
    outcome,
    createdAt,
  };
}

/** GET /api/coach: newest first, searchable, paged by cursor; free users see one day, as in advice. */
export async function coachPage(user: User, { q, cursor, limit }: { q?: string; cursor?: string; limit: number }) {
  const rows = await listCoachRequests({
    userId: user.id,
    q: q || undefined,
    since: historySince(user),
    cursor: cursor ? decodeCursor(cursor) : undefined,
    limit: limit + 1,
  });
  const { page, nextCursor } = pageOf(rows, limit, (row) => ({ at: row.createdAt, id: row.id }));
  return { items: page.map(summary), nextCursor };
}

function detail(row: CoachRequestRow) {
  return {
    id: row.id,
    draft: row.draft,
    want: row.want,
    recipient: row.recipient,
    markers: row.result?.markers ?? [],
    request: row.result?.request ?? null,
    rewrite: row.result?.rewrite ?? null,
    notes: row.result?.notes ?? [],
    helpCard: row.helpCard,
    sent: row.sent,
    outcome: row.outcome,
    status: seenStatus(row.status, row.runStartedAt),
    createdAt: row.createdAt,
  };
}

/** GET /api/coach/{id}: the user's own request, within the history window, or not found. */
export async function coachDetail(user: User, id: string) {
  const row = await findOwnCoachRequest({ id, userId: user.id, since: historySince(user) });
  if (!row) throw new AppError("not_found");
  return detail(row);
}

/** DELETE /api/coach/{id}. The daily count stays as it is: the draft was read. */
export async function removeCoachRequest(user: User, id: string) {
  if (!(await deleteCoachRequest({ id, userId: user.id }))) throw new AppError("not_found");
}

/** POST /api/coach/{id}/feedback: "I sent it" and how it went. */
export async function recordCoachFeedback(
  user: User,
  id: string,
  feedback: { sent?: boolean; outcome?: CoachRequestRow["outcome"] },
) {
  const row = await setCoachFeedback({ id, userId: user.id, since: historySince(user), feedback });
  if (!row) throw new AppError("not_found");
  return detail(row);
}
