import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { databaseKindInUse, getDb } from "@/db/client";
import { redeemCodeUsages, users } from "@/db/schema";
import { makeIdentity } from "../helpers/identities";
import { makeCodes, redeem, storedCode } from "../helpers/redeem";
import { useOwnDatabase } from "../helpers/own-database";

// PGlite runs one statement at a time, so only a real server races the redemptions for real.
const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl) console.warn("[postgres] TEST_DATABASE_URL is not set: the redeem concurrency tests are SKIPPED.");

describe.skipIf(!serverUrl)("redeeming under concurrency, on a real PostgreSQL server", () => {
  useOwnDatabase(serverUrl!, "redeem_race");

  it("50 users, one 1-use code, all at once: exactly one redemption, current_uses = 1", async () => {
    expect(await databaseKindInUse()).toBe("postgres");
    const [code] = await makeCodes();
    const people = await Promise.all(Array.from({ length: 50 }, () => makeIdentity("free")));
    const replies = await Promise.all(people.map(({ browser }) => redeem(browser, code!.code)));
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    expect(replies.filter((r) => r.body.code === "redeem_code_used_up")).toHaveLength(49);
    expect((await storedCode(code!.id)).currentUses).toBe(1);
    const usages = await (await getDb()).select().from(redeemCodeUsages).where(eq(redeemCodeUsages.codeId, code!.id));
    expect(usages).toHaveLength(1);
    const winner = await (await getDb()).select().from(users).where(eq(users.id, usages[0]!.userId));
    expect(winner[0]!.proSource).toBe("redeem_code");
  });

  it("a 10-use code and 30 users at once: exactly ten; one user five times at once: once", async () => {
    const [code] = await makeCodes({ maxUses: 10 });
    const people = await Promise.all(Array.from({ length: 30 }, () => makeIdentity("free")));
    const replies = await Promise.all(people.map(({ browser }) => redeem(browser, code!.code)));
    expect(replies.filter((r) => r.status === 200)).toHaveLength(10);
    expect((await storedCode(code!.id)).currentUses).toBe(10);

    const [shared] = await makeCodes({ maxUses: 10 });
    const { browser } = await makeIdentity("free");
    const mine = await Promise.all(Array.from({ length: 5 }, () => redeem(browser, shared!.code)));
    expect(mine.filter((r) => r.status === 200)).toHaveLength(1);
    expect(mine.filter((r) => r.body.code === "redeem_code_already_redeemed")).toHaveLength(4);
    expect((await storedCode(shared!.id)).currentUses).toBe(1);
  });
});
