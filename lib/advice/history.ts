import "server-only";
import {
  deleteAdviceRequest,
  findOwnAdviceRequest,
  listAdviceRequests,
  setAdviceFeedback,
} from "@/db/queries/advice-requests";
import type { AdviceRequest, User } from "@/db/schema";
import { publicUser } from "@/lib/auth/public-user";
import { titleFrom } from "@/lib/chat/title";
import { AppError } from "@/lib/errors";
import { historySince } from "@/lib/limits/plan-limits";
import { decodeCursor, pageOf } from "@/lib/validation/cursor";
import { seenStatus } from "./runs";

type SummaryRow = Awaited<ReturnType<typeof listAdviceRequests>>[number];

/** One line of the history: the situation's first line, when, who answered, the feedback. */
function summary({ runStartedAt, situation, status, ...row }: SummaryRow) {
  return { ...row, title: titleFrom(situation), status: seenStatus(status, runStartedAt) };
}

/** GET /api/advice: newest first, searchable, paged by cursor. */
export async function advicePage(user: User, { q, cursor, limit }: { q?: string; cursor?: string; limit: number }) {
  const rows = await listAdviceRequests({
    userId: user.id,
    q: q || undefined,
    since: historySince(user),
    cursor: cursor ? decodeCursor(cursor) : undefined,
    limit: limit + 1,
  });
  const { page, nextCursor } = pageOf(rows, limit, (row) => ({ at: row.createdAt, id: row.id }));
  return { requests: page.map(summary), nextCursor };
}

/** The whole record as the browser sees it: statuses as they stand, no internal run bookkeeping. */
function detail(row: AdviceRequest) {
  return {
    id: row.id,
    situation: row.situation,
    action: row.action,
    reaction: row.reaction,
    status: seenStatus(row.status, row.runStartedAt),
    analysis: row.analysis,
    persona: row.persona,
    offline: row.offline,
    helpful: row.helpful,
    followUp: row.followUp,
    followUpStatus: row.followUpStatus && seenStatus(row.followUpStatus, row.runStartedAt),
    followUpAnalysis: row.followUpAnalysis,
    followUpAt: row.followUpAt,
    helpCard: row.helpCard,
    followUpHelpCard: row.followUpHelpCard,
    createdAt: row.createdAt,
  };
}

export type AdviceDetail = ReturnType<typeof detail>;

/** The user's own request, within the history window, or not found. */
export async function visibleAdvice(user: User, id: string): Promise<AdviceRequest> {
  const row = await findOwnAdviceRequest({ id, userId: user.id, since: historySince(user) });
  if (!row) throw new AppError("not_found");
  return row;
}

/** GET /api/advice/{id}. */
export async function adviceDetail(user: User, id: string): Promise<AdviceDetail> {
  return detail(await visibleAdvice(user, id));
}

/** DELETE /api/advice/{id}. The daily count stays as it is: the request was asked. */
export async function removeAdvice(user: User, id: string) {
  if (!(await deleteAdviceRequest({ id, userId: user.id }))) throw new AppError("not_found");
}

/** POST /api/advice/{id}/feedback: helpful or not, on an answered request. */
export async function recordAdviceFeedback(user: User, id: string, helpful: boolean) {
  const row = await setAdviceFeedback({ id, userId: user.id, helpful, since: historySince(user) });
  if (!row) throw new AppError("not_found");
  return row;
}

const ADVICE_HISTORY_SIZE = 20;

/** GET /api/user: the account, with its latest advice requests (spec: `adviceHistory`) from the table. */
export async function accountWithAdviceHistory(user: User) {
  const { requests } = await advicePage(user, { limit: ADVICE_HISTORY_SIZE });
  return { ...publicUser(user), adviceHistory: requests };
}
