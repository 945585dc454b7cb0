import "server-only";
import { asc, count, eq, ilike, or, sql } from "drizzle-orm";
import { productCategories, products, type Product } from "@/db/schema";
import { dbOf, type Ctx } from "@/lib/domain/context";
import { AppError } from "@/lib/domain/errors";
import { byIdInCompany, inCompany } from "@/lib/domain/tenancy";
import { newId } from "@/lib/ids";
import type { ListProductsQuery, ProductDetailView, UpdateProductInput } from "./schemas";

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (m) => `\\${m}`);

function present(p: Product, categoryName: string | null): ProductDetailView {
  return {
    id: p.id,
    connectionId: p.connectionId,
    externalId: p.externalId,
    name: p.name,
    description: p.description,
    sku: p.sku,
    price: Number(p.price),
    compareAtPrice: p.compareAtPrice == null ? null : Number(p.compareAtPrice),
    currency: p.currency,
    inventoryQuantity: p.inventoryQuantity,
    imageUrl: p.imageUrl,
    vendor: p.vendor,
    category: p.categoryId && categoryName !== null ? { id: p.categoryId, name: categoryName } : null,
    isActive: p.isActive,
    variants: p.variants,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}

/** GET /api/v1/public/products: by name, then id; search matches the name or any SKU. */
export async function listProducts({ ctx, query }: { ctx: Ctx; query: ListProductsQuery }) {
  const like = query.search ? `%${escapeLike(query.search)}%` : null;
  const where = inCompany(
    products,
    ctx,
    like ? or(ilike(products.name, like), ilike(products.sku, like), sql`exists (select 1 from jsonb_array_elements(${products.variants}) v where v->>'sku' ilike ${like})`) : undefined,
    query.categoryId ? eq(products.categoryId, query.categoryId) : undefined,
    query.isActive !== undefined ? eq(products.isActive, query.isActive) : undefined,
  );
  const db = dbOf(ctx);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ p: products, categoryName: productCategories.name })
      .from(products)
      .leftJoin(productCategories, eq(productCategories.id, products.categoryId))
      .where(where)
      .orderBy(asc(sql`lower(${products.name})`), asc(products.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(products).where(where),
  ]);
  const data = rows.map((r) => {
    const { variants: _v, ...item } = present(r.p, r.categoryName);
    return item;
  });
  return { success: true as const, data, pagination: { page: query.page, pageSize: query.pageSize, total, totalPages: Math.ceil(total / query.pageSize) } };
}

async function productRow(ctx: Ctx, id: string) {
  const [row] = await dbOf(ctx)
    .select({ p: products, categoryName: productCategories.name })
    .from(products)
    .leftJoin(productCategories, eq(productCategories.id, products.categoryId))
    .where(byIdInCompany(products, ctx, id));
  if (!row) throw AppError.notFound("Product");
  return row;
}

export async function getProduct({ ctx, id }: { ctx: Ctx; id: string }) {
  const row = await productRow(ctx, id);
  return { success: true as const, data: present(row.p, row.categoryName) };
}

/** PATCH /api/v1/public/products/{id}: an edit here; the store's next products/update wins. */
export async function updateProduct({ ctx, id, input }: { ctx: Ctx; id: string; input: UpdateProductInput }) {
  await productRow(ctx, id);
  if (input.categoryId) {
    const [c] = await dbOf(ctx).select({ id: productCategories.id }).from(productCategories).where(byIdInCompany(productCategories, ctx, input.categoryId));
    if (!c) throw AppError.validation([{ path: "categoryId", message: "is not a product category of this company", in: "body" }]);
  }
  const set = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
  if (Object.keys(set).length) await dbOf(ctx).update(products).set(set).where(byIdInCompany(products, ctx, id));
  return getProduct({ ctx, id });
}

/** GET /api/v1/public/categories: every category, by name, with how many products it holds. */
export async function listCategories({ ctx }: { ctx: Ctx }) {
  const rows = await dbOf(ctx)
    .select({ id: productCategories.id, name: productCategories.name, productCount: sql<number>`(select count(*)::int from products p where p.category_id = product_categories.id)` })
    .from(productCategories)
    .where(inCompany(productCategories, ctx))
    .orderBy(asc(sql`lower(${productCategories.name})`));
  return { success: true as const, data: rows.map((r) => ({ ...r, productCount: Number(r.productCount) })) };
}

export async function createCategory({ ctx, input }: { ctx: Ctx; input: { name: string } }) {
  const [row] = await dbOf(ctx).insert(productCategories).values({ id: newId("pcat"), companyId: ctx.companyId, name: input.name }).onConflictDoNothing().returning();
  if (!row) throw AppError.conflict(`name: a category named ${input.name} exists`, { field: "name" });
  return { success: true as const, data: { id: row.id, name: row.name, productCount: 0 } };
}
