import "server-only";
import type { Role } from "@/db/schema";
import { getDb, type DbOrTx, type Tx } from "@/db/client";

/** Who is calling: a signed-in person (session cookie or API JWT), an API token, or the system. */
export type Actor =
  | { kind: "user"; via: "session" | "jwt"; userId: string; name: string; email: string; role: Role; scopes: readonly string[] }
  | { kind: "token"; tokenId: string; name: string; scopes: readonly string[]; createdById: string | null }
  | { kind: "system"; name: string };

/** What every domain verb receives first: the tenant, the actor, the request id, maybe a tx. */
export interface Ctx {
  companyId: string;
  actor: Actor;
  requestId: string;
  /** Where the request came from, for the audit log (lib/audit): the client's address and User-Agent. */
  ip?: string;
  userAgent?: string;
  /** The caller's transaction: a verb given one joins it instead of opening its own. */
  tx?: Tx;
}

/** A context inside a transaction (what `withTx` hands its callback). */
export type TxCtx<C extends { tx?: Tx } = Ctx> = C & { tx: Tx };

export function dbOf(ctx: { tx?: Tx }): DbOrTx {
  return ctx.tx ?? getDb();
}

/**
 * Runs `fn` in the caller's transaction when `ctx` carries one, else in a new one, so verbs
 * compose: a workflow step or a campaign batch calls several verbs with one `tx` and they
 * commit or roll back together. The callback gets the context with `tx` set; pass it on to
 * the verbs it calls.
 */
export async function withTx<C extends { tx?: Tx }, T>(ctx: C, fn: (ctx: TxCtx<C>) => Promise<T>): Promise<T> {
  if (ctx.tx) return fn(ctx as TxCtx<C>);
  return getDb().transaction((tx) => fn({ ...ctx, tx }));
}

/**
 * Runs `fn` as is or, when the caller holds a transaction, under a savepoint of it. For verbs
 * that turn a database error into an AppError (a unique violation into a 409): in PostgreSQL
 * any error aborts the whole transaction, so a caller that catches the 409 and carries on
 * would find its transaction unusable. On its own the verb sends no extra statements.
 */
export function savepointIfJoined<C extends { tx?: Tx }, T>(ctx: C, fn: (ctx: C) => Promise<T>): Promise<T> {
  return ctx.tx ? ctx.tx.transaction((sp) => fn({ ...ctx, tx: sp })) : fn(ctx);
}

/** `withTx` for such verbs: a savepoint of the caller's transaction, or a transaction of its own. */
export function withSavepoint<C extends { tx?: Tx }, T>(ctx: C, fn: (ctx: TxCtx<C>) => Promise<T>): Promise<T> {
  return ctx.tx ? ctx.tx.transaction((sp) => fn({ ...ctx, tx: sp })) : withTx(ctx, fn);
}

/** The user behind an actor, if any (tokens act for their creator). */
export function actorUserId(actor: Actor): string | null {
  if (actor.kind === "user") return actor.userId;
  if (actor.kind === "token") return actor.createdById;
  return null;
}

export function actorLabel(actor: Actor): string {
  return actor.kind === "user" ? actor.name : actor.kind === "token" ? `API token ${actor.name}` : actor.name;
}

export function systemCtx(companyId: string, name = "system"): Ctx {
  return { companyId, actor: { kind: "system", name }, requestId: `sys_${Date.now().toString(36)}` };
}
