import "server-only";
import { DrizzleAdapter } from "@auth/drizzle-adapter";
import type { Adapter, AdapterAccount, AdapterUser } from "next-auth/adapters";
import { claimUserForProvider, findUserByAccount } from "@/db/queries/accounts";
import { findUserByUsername, insertUser } from "@/db/queries/users";
import type { Db, Executor } from "@/db/client";
import { accounts, users, type User } from "@/db/schema";
import { AppError } from "@/lib/errors";
import type { Locale } from "@/lib/i18n/locales";
import { normaliseText } from "@/lib/validation/text";

type Tables = NonNullable<Parameters<typeof DrizzleAdapter<Db>>[1]>;

/**
 * The adapter's account methods work on our `account` table as is (its shape is checked here). Its user
 * methods are replaced below, since our user table is not Auth.js's (boolean `emailVerified`, username, photo).
 */
const accountsOf = (db: Executor) =>
  DrizzleAdapter(db, { accountsTable: accounts, usersTable: users as unknown as Tables["usersTable"] });

/** What Auth.js needs of a user. Its `emailVerified` (a time) is read only by e-mail sign-in, which Hearth does not use. */
function adapterUser(user: User): AdapterUser {
  return {
    id: user.id,
    email: user.email ?? user.username,
    emailVerified: null,
    name: user.nickname,
    image: user.profilePhotoUrl,
  };
}

/** What the browser brought to the provider's callback: the interface language, and the 18+ confirmation. */
export type SignInContext = { locale: Locale; adultAttestedAt?: Date };

/**
 * Auth.js's Drizzle adapter with our own user methods. On a provider's callback a user is found by the linked
 * account, else by the e-mail the provider vouches for (then linked), else created verified and linked. Sign-ins
 * never link to whoever is already signed in on the browser (`getUser` finds no one).
 */
export function accountAdapter(db: Db, { locale, adultAttestedAt }: SignInContext): Adapter {
  return {
    ...accountsOf(db),
    getUser: async () => null,
    async getUserByAccount(account) {
      const user = await findUserByAccount(account);
      return user ? adapterUser(user) : null;
    },
    async getUserByEmail(email) {
      const user = await findUserByUsername({ username: email });
      return user ? adapterUser(user) : null;
    },
    /** A new account needs the 18+ confirmation made before leaving for the provider (its time is stored). */
    async createUser({ email, name, image }) {
      if (!adultAttestedAt) throw new AppError("adult_attestation_required");
      if (!email) throw new Error("The identity provider vouched for no e-mail address");
      const user = await insertUser({
        values: {
          adultAttestedAt,
          username: email,
          email,
          emailVerified: true,
          nickname: normaliseText(name ?? "").slice(0, 50) || "User",
          profilePhotoUrl: image ?? null,
          // The advisor starts out answering in the language the person signed up in.
          language: locale,
          aiLanguage: locale,
        },
      });
      return adapterUser(user);
    },
    /** Links the provider account and claims the user for it (see claimUserForProvider), together. */
    async linkAccount(account: AdapterAccount) {
      await db.transaction(async (tx) => {
        await claimUserForProvider({ id: account.userId, adultAttestedAt }, tx);
        await accountsOf(tx).linkAccount!(account);
      });
    },
  };
}
