import "server-only";
import { eq, sql } from "drizzle-orm";
import { carts, storeConnections } from "@/db/schema";
import { systemCtx, withTx, type TxCtx } from "@/lib/domain/context";
import { byIdInCompany, inCompany } from "@/lib/domain/tenancy";
import { emitEvent } from "@/lib/events/emit";
import { toE164 } from "@/lib/events/payloads/present";
import { enqueue } from "@/lib/jobs/enqueue";
import { newId } from "@/lib/ids";
import { findOrCreateBuyer } from "./orders/order-contact";
import { firstPhone, mapLineItems, validEmail } from "./webhook/map-order";
import type { CartPayload } from "./webhook/shopify-payloads";

export const CART_ABANDONED_TASK = "ecommerce:cart-abandoned";

/**
 * carts/create and carts/update: the cart by its token, its lines and last activity (the
 * store's updated_at), and a durable check at last activity + the quiet time. The job key is
 * the cart's, so each update moves the one pending check instead of adding another.
 */
export async function upsertCart(ctx: TxCtx, connection: { id: string; abandonedCartMinutes: number }, p: CartPayload) {
  const { tx } = ctx;
  const lineItems = mapLineItems(p.line_items);
  const total = Math.round(lineItems.reduce((s, l) => s + l.price * l.quantity, 0) * 100) / 100;
  const email = validEmail(p.email ?? p.customer?.email);
  const phone = firstPhone(p.phone, p.customer?.phone);
  const [existing] = await tx.select().from(carts).where(inCompany(carts, ctx, eq(carts.connectionId, connection.id), eq(carts.externalId, p.token))).for("update");
  // An older delivery arriving late changes nothing.
  if (existing && p.updated_at < existing.lastActivityAt) return { cartId: existing.id, status: "ignored" as const };
  const contactId = existing?.contactId ?? (await findOrCreateBuyer(ctx, { phone, email, name: null }));
  const values = { lineItems, total, email, phone, contactId, currency: p.currency?.toUpperCase() ?? existing?.currency ?? null, lastActivityAt: p.updated_at };
  const id = existing?.id ?? newId("crt");
  if (existing) await tx.update(carts).set(values).where(byIdInCompany(carts, ctx, id));
  else await tx.insert(carts).values({ id, companyId: ctx.companyId, connectionId: connection.id, externalId: p.token, ...values });
  if (!existing?.abandonedAt && !existing?.checkedOutAt) {
    const runAt = new Date(p.updated_at.getTime() + connection.abandonedCartMinutes * 60_000);
    await enqueue(tx, CART_ABANDONED_TASK, { companyId: ctx.companyId, cartId: id }, { runAt, jobKey: `cart-abandoned:${id}`, maxAttempts: 10 });
  }
  return { cartId: id, status: "processed" as const };
}

/**
 * The durable check: a cart with no checkout whose last activity is older than its store's
 * quiet time is marked abandoned and emits ecommerce.cart.abandoned, once (the mark is set
 * under the row lock, in the event's transaction). A cart touched since is checked again later.
 */
export async function checkAbandonedCart(payload: { companyId: string; cartId: string }) {
  const ctx = systemCtx(payload.companyId, "Abandoned carts");
  await withTx(ctx, async (tctx) => {
    const { tx } = tctx;
    const [row] = await tx
      .select({ cart: carts, minutes: storeConnections.abandonedCartMinutes })
      .from(carts)
      .innerJoin(storeConnections, eq(storeConnections.id, carts.connectionId))
      .where(byIdInCompany(carts, tctx, payload.cartId))
      .for("update", { of: carts });
    if (!row || row.cart.abandonedAt || row.cart.checkedOutAt) return;
    const due = new Date(row.cart.lastActivityAt.getTime() + row.minutes * 60_000);
    if (due > new Date()) {
      await enqueue(tx, CART_ABANDONED_TASK, payload, { runAt: due, jobKey: `cart-abandoned:${row.cart.id}`, maxAttempts: 10 });
      return;
    }
    const [cart] = await tx.update(carts).set({ abandonedAt: sql`now()` }).where(byIdInCompany(carts, tctx, row.cart.id)).returning();
    await emitEvent(tx, {
      companyId: tctx.companyId,
      event: "ecommerce.cart.abandoned",
      payload: {
        cart: {
          id: cart.id,
          connectionId: cart.connectionId,
          token: cart.externalId,
          contactId: cart.contactId,
          email: cart.email,
          phone: toE164(cart.phone),
          currency: cart.currency,
          total: Number(cart.total),
          lineItems: cart.lineItems,
          lastActivityAt: cart.lastActivityAt.toISOString(),
          abandonedAt: cart.abandonedAt!.toISOString(),
        },
      },
    });
  });
}

