import "server-only";
import { sql } from "drizzle-orm";
import { productCategories, products } from "@/db/schema";
import type { TxCtx } from "@/lib/domain/context";
import { inCompany } from "@/lib/domain/tenancy";
import { newId } from "@/lib/ids";
import type { ProductPayload } from "./shopify-payloads";

const cut = (v: string | null | undefined, max: number) => (v?.trim() ? v.trim().slice(0, max) : null);

/** The category named by the store (its product_type), created the first time it is seen. */
export async function categoryByName(ctx: TxCtx, name: string): Promise<string> {
  const [created] = await ctx.tx
    .insert(productCategories)
    .values({ id: newId("pcat"), companyId: ctx.companyId, name })
    .onConflictDoNothing()
    .returning({ id: productCategories.id });
  if (created) return created.id;
  const [row] = await ctx.tx
    .select({ id: productCategories.id })
    .from(productCategories)
    .where(inCompany(productCategories, ctx, sql`lower(${productCategories.name}) = lower(${name})`));
  return row.id;
}

/**
 * products/create and products/update: the product by the store's id. The first variant
 * gives the SKU and price shown in lists; every variant is kept. Active means the store's
 * status is active. What the store sends wins over an edit made here.
 */
export async function upsertProduct(ctx: TxCtx, connectionId: string, p: ProductPayload) {
  const first = p.variants[0];
  const type = cut(p.product_type, 100);
  const values = {
    name: p.title.trim(),
    description: p.body_html ?? null,
    sku: cut(first?.sku, 100),
    price: first?.price ?? 0,
    compareAtPrice: first?.compare_at_price ?? null,
    inventoryQuantity: p.variants.some((v) => v.inventory_quantity != null) ? p.variants.reduce((s, v) => s + (v.inventory_quantity ?? 0), 0) : null,
    imageUrl: cut(p.image?.src ?? p.images?.[0]?.src, 2048),
    vendor: cut(p.vendor, 200),
    categoryId: type ? await categoryByName(ctx, type) : null,
    isActive: (p.status ?? "active") === "active",
    variants: p.variants.map((v) => ({ id: v.id ?? null, title: cut(v.title, 300), sku: cut(v.sku, 100), price: v.price, inventoryQuantity: v.inventory_quantity ?? null })),
  };
  const [row] = await ctx.tx
    .insert(products)
    .values({ id: newId("prd"), companyId: ctx.companyId, connectionId, externalId: p.id, ...values })
    .onConflictDoUpdate({ target: [products.connectionId, products.externalId], set: values })
    .returning({ id: products.id });
  return row.id;
}

