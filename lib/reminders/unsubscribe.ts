import "server-only";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";
import type { ReminderKind } from "./kinds";
import { turnOffReminderKind } from "./settings";
import { signUnsubscribeToken, verifyUnsubscribeToken, type UnsubscribeTarget } from "./unsubscribe-token";

/** The token of a reminder e-mail's unsubscribe link for one account and one kind of reminder. */
export function unsubscribeToken(userId: string, kind: ReminderKind): string {
  return signUnsubscribeToken(env().authSecret, { userId, kind });
}

/** What an unsubscribe token names; null when it is not one this server signed. */
export function readUnsubscribeToken(token: string): UnsubscribeTarget | null {
  return verifyUnsubscribeToken(env().authSecret, token);
}

/** Turns off the kind of reminder a token names, for every channel; a token that does not verify changes nothing. */
export async function unsubscribe(token: string): Promise<ReminderKind> {
  const target = readUnsubscribeToken(token);
  if (!target) throw new AppError("invalid_unsubscribe");
  await turnOffReminderKind(target.userId, target.kind);
  return target.kind;
}
