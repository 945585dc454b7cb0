"use client";

import type { ColumnDef } from "@tanstack/react-table";
import { LockIcon, PackageIcon, PencilIcon, SearchIcon } from "lucide-react";
import { useMemo, useState } from "react";
import { PageHeader } from "@/components/dashboard/page-header";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { DataTable } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/empty-state";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { errorMessage } from "@/lib/client/api";
import { useDebounced } from "@/lib/client/hooks/use-debounced";
import { useCan, useMe } from "@/lib/client/hooks/use-me";
import { useCategories, useProducts, type Product } from "@/lib/client/hooks/use-store";
import { formatAmount } from "./order-badges";
import { ProductEditDialog } from "./product-edit-dialog";
import { StoreTabs } from "./store-tabs";

const NONE: Product[] = [];
const ANY = "any";
const PAGE_SIZE = 20;

export function ProductsView() {
  const me = useMe();
  const canRead = useCan("products:read");
  const canWrite = useCan("products:write");
  const [search, setSearch] = useState("");
  const [categoryId, setCategoryId] = useState(ANY);
  const [page, setPage] = useState(1);
  const settled = useDebounced(search.trim(), 300);
  const query = new URLSearchParams({ page: String(page), pageSize: String(PAGE_SIZE), ...(settled && { search: settled }), ...(categoryId !== ANY && { categoryId }) }).toString();
  const products = useProducts(query, canRead);
  const categories = useCategories(canRead);
  const [editing, setEditing] = useState<Product | null>(null);

  const columns = useMemo<ColumnDef<Product>[]>(
    () => [
      {
        id: "name",
        header: "Product",
        cell: ({ row: { original: p } }) => (
          <div className="grid max-w-xs min-w-0 gap-0.5">
            <span className="truncate font-medium">{p.name}</span>
            {p.sku && <span className="text-muted-foreground font-mono text-xs">{p.sku}</span>}
          </div>
        ),
      },
      { id: "category", header: "Category", cell: ({ row: { original: p } }) => p.category?.name ?? <span className="text-muted-foreground">—</span> },
      { id: "stock", header: "Stock", cell: ({ row: { original: p } }) => <span className="tabular-nums">{p.inventoryQuantity ?? "—"}</span> },
      {
        id: "active",
        header: "Status",
        cell: ({ row: { original: p } }) => <Badge variant={p.isActive ? "secondary" : "outline"}>{p.isActive ? "Active" : "Inactive"}</Badge>,
      },
      { id: "price", header: () => <span className="block text-right">Price</span>, cell: ({ row: { original: p } }) => <span className="block text-right tabular-nums">{formatAmount(p.price, p.currency ?? "USD")}</span> },
      {
        id: "actions",
        header: () => <span className="sr-only">Actions</span>,
        cell: ({ row: { original: p } }) =>
          canWrite && (
            <Button variant="ghost" size="icon-sm" onClick={() => setEditing(p)} aria-label={`Edit ${p.name}`}>
              <PencilIcon aria-hidden="true" />
            </Button>
          ),
      },
    ],
    [canWrite],
  );

  return (
    <div className="mx-auto flex w-full max-w-7xl min-w-0 flex-1 flex-col gap-5 p-4 lg:p-8">
      <PageHeader title="Store" description="Orders, products and the connection to your online store." />
      <StoreTabs />
      {me.data && !canRead ? (
        <EmptyState className="bg-muted/30 border" icon={LockIcon} title="Your role can't see products" description="Ask an owner or admin for access to the store." />
      ) : (
        <>
          <div className="flex flex-wrap items-center gap-2" role="search" aria-label="Filter products">
            <div className="relative w-full sm:w-64">
              <SearchIcon className="text-muted-foreground pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2" aria-hidden="true" />
              <Input type="search" aria-label="Search products" placeholder="Search by name or SKU…" value={search} onChange={(e) => (setSearch(e.target.value), setPage(1))} className="h-8 pl-8" />
            </div>
            <Select value={categoryId} onValueChange={(v) => (setCategoryId(v), setPage(1))}>
              <SelectTrigger size="sm" className="w-44" aria-label="Category">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={ANY}>All categories</SelectItem>
                {(categories.data?.data ?? []).map((c) => (
                  <SelectItem key={c.id} value={c.id}>
                    {c.name}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          {products.isError ? (
            <p role="alert" className="text-destructive rounded-md border px-4 py-6 text-sm">
              Could not load the products: {errorMessage(products.error)}
            </p>
          ) : (
            <DataTable
              columns={columns}
              data={products.data?.data ?? NONE}
              isLoading={me.isPending || products.isPending}
              getRowId={(p) => p.id}
              caption="Products"
              pagination={{ page, pageCount: products.data?.pagination.totalPages ?? 1, onPageChange: setPage }}
              emptyState={
                <EmptyState className="py-14" icon={PackageIcon} title={settled || categoryId !== ANY ? "No products match" : "No products yet"} description="Products arrive from your store as it creates or updates them (products/create and products/update webhooks)." />
              }
            />
          )}
        </>
      )}
      <ProductEditDialog product={editing} categories={categories.data?.data ?? []} onOpenChange={(open) => !open && setEditing(null)} />
    </div>
  );
}
