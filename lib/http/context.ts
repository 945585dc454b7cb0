import type { Role } from "@/db/schema";
import { getDb, type DbOrTx } from "@/db/client";

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
  tx?: DbOrTx;
}

export function dbOf(ctx: Pick<Ctx, "tx">): DbOrTx {
  return ctx.tx ?? getDb();
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
