import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { getDb, type Executor } from "../client";
import { accounts, users, type User } from "../schema";

/** The user an identity-provider account (Google's `sub`, say) is linked to. */
export async function findUserByAccount({
  provider,
  providerAccountId,
}: {
  provider: string;
  providerAccountId: string;
}): Promise<User | undefined> {
  const [row] = await (
    await getDb()
  )
    .select({ user: users })
    .from(accounts)
    .innerJoin(users, eq(accounts.userId, users.id))
    .where(and(eq(accounts.provider, provider), eq(accounts.providerAccountId, providerAccountId)));
  return row?.user;
}

/**
 * The provider vouched for the e-mail, so the account is verified. An unverified registration is dropped (with
 * its pending code): whoever set its password could otherwise sign in to this account later. An 18+
 * confirmation made before leaving for the provider is kept when the account has none.
 */
export async function claimUserForProvider(
  { id, adultAttestedAt }: { id: string; adultAttestedAt?: Date },
  db: Executor,
): Promise<void> {
  await db
    .update(users)
    .set({
      emailVerified: true,
      password: sql`case when ${users.emailVerified} then ${users.password} end`,
      verificationCode: sql`case when ${users.emailVerified} then ${users.verificationCode} end`,
      verificationCodeExpiresAt: sql`case when ${users.emailVerified} then ${users.verificationCodeExpiresAt} end`,
      adultAttestedAt: sql`coalesce(${users.adultAttestedAt}, ${adultAttestedAt ?? null}::timestamptz)`,
    })
    .where(eq(users.id, id));
}
