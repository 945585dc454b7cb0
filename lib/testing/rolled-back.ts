import { getDb, type Tx } from "@/db/client";
import { insertCompany, insertUser } from "@/lib/company/create-company";
import type { Ctx, TxCtx } from "@/lib/domain/context";
import { randomBase62 } from "@/lib/ids";

class RolledBack extends Error {}

/**
 * Runs `fn` in a transaction that is always rolled back, with a fresh company and owner made
 * inside it, so a domain test sees a clean tenant and leaves nothing behind. Verbs given the
 * context join this transaction (withTx): a verb that opened its own instead would not see
 * the company and fail, which is the point — it tests that verbs compose.
 */
export async function rolledBack<T>(fn: (ctx: TxCtx, fixture: { companyId: string; userId: string }) => Promise<T>): Promise<T> {
  let result: T | undefined;
  try {
    await getDb().transaction(async (tx: Tx) => {
      const company = await insertCompany(tx, { name: "Domain Test Co", slug: `domain-${randomBase62(6).toLowerCase()}` });
      const user = await insertUser(tx, { companyId: company.id, name: "Olive Owner", email: `owner-${randomBase62(6).toLowerCase()}@domain.test`, password: "domain-test-password", role: "owner" });
      const ctx: TxCtx<Ctx> = {
        companyId: company.id,
        actor: { kind: "user", via: "session", userId: user.id, name: user.name, email: user.email, role: "owner", scopes: ["*"] },
        requestId: "req_domain_test",
        tx,
      };
      result = await fn(ctx, { companyId: company.id, userId: user.id });
      throw new RolledBack();
    });
  } catch (err) {
    if (!(err instanceof RolledBack)) throw err;
  }
  return result as T;
}
