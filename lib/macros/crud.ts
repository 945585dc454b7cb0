import "server-only";
import { and, asc, eq, or, sql, type SQL } from "drizzle-orm";
import { macros, users, type Macro } from "@/db/schema";
import { grants } from "@/lib/auth/scopes";
import { actorUserId, dbOf, type Actor, type Ctx } from "@/lib/domain/context";
import { AppError } from "@/lib/domain/errors";
import { byIdInCompany, inCompany } from "@/lib/domain/tenancy";
import { newId } from "@/lib/ids";
import { assertMacroReferences } from "./references";
import type { CreateMacroInput, MacroAction, MacroView, UpdateMacroInput } from "./schemas";

const WHAT = "Macro";
const t = macros;

/** Shared macros are the company's: changing them takes macros:write (owners, admins, tokens granted it). */
export function canManageShared(actor: Actor): boolean {
  return actor.kind === "system" || grants(actor.scopes, "macros:write");
}

function assertCanManage(ctx: Ctx, visibility: Macro["visibility"]) {
  if (visibility === "shared" && !canManageShared(ctx.actor)) throw new AppError("INSUFFICIENT_PERMISSIONS", "Shared macros need the macros:write scope; keep this one personal", { required: "macros:write" });
}

/** What the caller may see and run: the shared macros and their own personal ones. */
export function visibleTo(ctx: Ctx, ...more: (SQL | undefined)[]): SQL {
  const me = actorUserId(ctx.actor);
  return inCompany(t, ctx, me ? or(eq(t.visibility, "shared"), eq(t.ownerUserId, me)) : eq(t.visibility, "shared"), ...more);
}

function present(r: Macro, ownerName: string | null): MacroView {
  return {
    id: r.id,
    name: r.name,
    visibility: r.visibility,
    owner: r.ownerUserId ? { id: r.ownerUserId, name: ownerName ?? "" } : null,
    actions: r.actions as MacroAction[],
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

const selectMacros = (ctx: Ctx) => dbOf(ctx).select({ r: t, owner: users.name }).from(t).leftJoin(users, eq(users.id, t.ownerUserId));

export async function listMacros({ ctx }: { ctx: Ctx }) {
  const rows = await selectMacros(ctx).where(visibleTo(ctx)).orderBy(asc(sql`lower(${t.name})`), asc(t.id)).limit(500);
  return { data: rows.map((x) => present(x.r, x.owner)), pagination: { page: 1, limit: 500, total: rows.length, totalPages: 1, totalIsExact: true } };
}

export async function getMacro({ ctx, id }: { ctx: Ctx; id: string }) {
  const [row] = await selectMacros(ctx).where(visibleTo(ctx, eq(t.id, id)));
  if (!row) throw AppError.notFound(WHAT);
  return present(row.r, row.owner);
}

export async function createMacro({ ctx, input }: { ctx: Ctx; input: CreateMacroInput }) {
  assertCanManage(ctx, input.visibility);
  const owner = actorUserId(ctx.actor);
  if (input.visibility === "personal" && !owner) throw AppError.validation([{ path: "visibility", message: "must be shared: this token acts for no person who could own a personal macro" }]);
  await assertMacroReferences(dbOf(ctx), ctx.companyId, input.actions);
  const id = newId("mac");
  await dbOf(ctx).insert(t).values({ id, companyId: ctx.companyId, name: input.name, visibility: input.visibility, ownerUserId: owner, actions: input.actions });
  return getMacro({ ctx, id });
}

export async function updateMacro({ ctx, id, input }: { ctx: Ctx; id: string; input: UpdateMacroInput }) {
  const before = await getMacro({ ctx, id });
  assertCanManage(ctx, before.visibility);
  if (input.visibility) assertCanManage(ctx, input.visibility);
  if (input.visibility === "personal" && !before.owner) throw AppError.validation([{ path: "visibility", message: "must be shared: the macro has no owner" }]);
  if (input.actions) await assertMacroReferences(dbOf(ctx), ctx.companyId, input.actions);
  await dbOf(ctx)
    .update(t)
    .set({
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.visibility !== undefined ? { visibility: input.visibility } : {}),
      ...(input.actions !== undefined ? { actions: input.actions } : {}),
      updatedAt: new Date(),
    })
    .where(and(byIdInCompany(t, ctx, id)));
  return getMacro({ ctx, id });
}

export async function deleteMacro({ ctx, id }: { ctx: Ctx; id: string }) {
  const before = await getMacro({ ctx, id });
  assertCanManage(ctx, before.visibility);
  await dbOf(ctx).delete(t).where(byIdInCompany(t, ctx, id));
  return { id, deleted: true as const };
}
