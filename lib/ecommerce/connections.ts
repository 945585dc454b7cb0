import "server-only";
import { asc } from "drizzle-orm";
import { storeConnections, type StoreConnection } from "@/db/schema";
import { recordAudit, type AuditTarget } from "@/lib/audit/record-audit";
import { dbOf, withTx, type Ctx } from "@/lib/domain/context";
import { AppError } from "@/lib/domain/errors";
import { byIdInCompany, findInCompanyOrThrow, inCompany } from "@/lib/domain/tenancy";
import { newId } from "@/lib/ids";
import type { ConnectStoreInput, StoreConnectionView } from "./schemas";
import { newStoreSecret, openStoreSecret } from "./secret";

const HEADER = "X-Shopify-Hmac-Sha256" as const;

/** The connection as the API shows it: never the secret, sealed or not. */
export function presentConnection(c: StoreConnection): StoreConnectionView {
  return {
    id: c.id,
    platform: c.platform,
    shopDomain: c.shopDomain,
    name: c.name,
    abandonedCartMinutes: c.abandonedCartMinutes,
    webhookPath: `/api/webhook/storeplugin/${c.id}`,
    webhookCount: c.webhookCount,
    lastWebhookAt: c.lastWebhookAt?.toISOString() ?? null,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  };
}

export const getConnectionRow = (ctx: Ctx, id: string) => findInCompanyOrThrow(storeConnections, ctx, id, "Store connection");

export async function listConnections({ ctx }: { ctx: Ctx }) {
  const rows = await dbOf(ctx).select().from(storeConnections).where(inCompany(storeConnections, ctx)).orderBy(asc(storeConnections.createdAt), asc(storeConnections.id));
  return { data: rows.map(presentConnection) };
}

export async function getConnection({ ctx, id }: { ctx: Ctx; id: string }) {
  return presentConnection(await getConnectionRow(ctx, id));
}

/** Connects a store; the secret is in this answer once (like an API token) and sealed at rest. */
export async function connectStore({ ctx, input }: { ctx: Ctx; input: ConnectStoreInput }) {
  const { secret, sealed } = newStoreSecret();
  const row = await withTx(ctx, async (tctx) => {
    const [created] = await tctx.tx
      .insert(storeConnections)
    .values({
      id: newId("stc"),
      companyId: ctx.companyId,
      platform: input.platform,
      shopDomain: input.shopDomain,
      name: input.name ?? input.shopDomain,
      secretSealed: sealed,
      abandonedCartMinutes: input.abandonedCartMinutes ?? 60,
    })
    .onConflictDoNothing()
    .returning();
    if (!created) throw AppError.conflict(`shopDomain: ${input.shopDomain} is already connected`, { field: "shopDomain" });
    await recordAudit(tctx, { action: "store.connected", target: storeTarget(created), details: { platform: created.platform, shopDomain: created.shopDomain } });
    return created;
  });
  return { ...presentConnection(row), secret };
}

export async function updateConnection({ ctx, id, input }: { ctx: Ctx; id: string; input: { name?: string; abandonedCartMinutes?: number } }) {
  const current = await getConnectionRow(ctx, id);
  // Nothing to change: the connection as it is (an UPDATE with no columns is not SQL).
  if (input.name === undefined && input.abandonedCartMinutes === undefined) return presentConnection(current);
  const [row] = await dbOf(ctx)
    .update(storeConnections)
    .set({ ...(input.name !== undefined ? { name: input.name } : {}), ...(input.abandonedCartMinutes !== undefined ? { abandonedCartMinutes: input.abandonedCartMinutes } : {}) })
    .where(byIdInCompany(storeConnections, ctx, id))
    .returning();
  if (!row) throw AppError.notFound("Store connection");
  return presentConnection(row);
}

/**
 * Disconnects: the store's webhooks stop being accepted (404). Orders, customers and products
 * stay (their connection becomes null) since contacts' totals and history rely on them.
 */
export async function disconnectStore({ ctx, id }: { ctx: Ctx; id: string }) {
  const row = await withTx(ctx, async (tctx) => {
    const [deleted] = await tctx.tx.delete(storeConnections).where(byIdInCompany(storeConnections, tctx, id)).returning();
    if (!deleted) throw AppError.notFound("Store connection");
    await recordAudit(tctx, { action: "store.disconnected", target: storeTarget(deleted), details: { platform: deleted.platform, shopDomain: deleted.shopDomain } });
    return deleted;
  });
  return presentConnection(row);
}

/** Recorded before the secret is opened: no view goes unrecorded. */
export async function revealStoreSecret({ ctx, id }: { ctx: Ctx; id: string }) {
  const row = await getConnectionRow(ctx, id);
  await recordAudit(ctx, { action: "store.secret_viewed", target: storeTarget(row) });
  return { secret: openStoreSecret(row.secretSealed, row.id), header: HEADER };
}

/** A new secret; the old one stops verifying at once. */
export async function rotateStoreSecret({ ctx, id }: { ctx: Ctx; id: string }) {
  const { secret, sealed } = newStoreSecret();
  await withTx(ctx, async (tctx) => {
    const [row] = await tctx.tx.update(storeConnections).set({ secretSealed: sealed }).where(byIdInCompany(storeConnections, tctx, id)).returning();
    if (!row) throw AppError.notFound("Store connection");
    await recordAudit(tctx, { action: "store.secret_rotated", target: storeTarget(row) });
  });
  return { secret, header: HEADER };
}

const storeTarget = (c: StoreConnection): AuditTarget => ({ type: "store", id: c.id, label: c.name });
