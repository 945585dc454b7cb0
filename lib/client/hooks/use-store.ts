"use client";

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { apiFetch } from "@/lib/client/api";
import type {
  categoryListSchema,
  connectedStoreSchema,
  ConnectStoreInput,
  orderListSchema,
  OrderView,
  productPageSchema,
  productResponseSchema,
  storeConnectionListSchema,
  storeSecretSchema,
  UpdateProductInput,
} from "@/lib/ecommerce/schemas";

export type Order = OrderView;
export type OrderList = z.infer<typeof orderListSchema>;
export type StoreConnection = z.infer<typeof storeConnectionListSchema>["data"][number];
export type ProductPage = z.infer<typeof productPageSchema>;
export type Product = ProductPage["data"][number];
type Secret = z.infer<typeof storeSecretSchema>;

const STORES = "/api/v1/storeplugin/connections";
const store = (id: string) => `${STORES}/${encodeURIComponent(id)}`;
const keys = {
  stores: ["store-connections"] as const,
  secret: (id: string) => ["store-secret", id] as const,
  orders: (query: string) => ["orders", query] as const,
  order: (id: string) => ["order", id] as const,
  products: (query: string) => ["products", query] as const,
  categories: ["product-categories"] as const,
};

export function useStores(enabled = true) {
  return useQuery({ queryKey: keys.stores, queryFn: ({ signal }) => apiFetch<{ data: StoreConnection[] }>(STORES, { signal }), enabled });
}

export function useConnectStore() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: ConnectStoreInput) => apiFetch<z.infer<typeof connectedStoreSchema>>(STORES, { method: "POST", body: input }),
    onSuccess: (created) => {
      qc.setQueryData(keys.secret(created.id), { secret: created.secret, header: "X-Shopify-Hmac-Sha256" });
      return qc.invalidateQueries({ queryKey: keys.stores });
    },
  });
}

export function useDisconnectStore(id: string) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: () => apiFetch(store(id), { method: "DELETE" }), onSuccess: () => qc.invalidateQueries({ queryKey: keys.stores }) });
}

/** Session-only route; fetched when the person asks to see it and forgotten when nothing shows it. */
export function useStoreSecret(id: string, enabled: boolean) {
  return useQuery({ queryKey: keys.secret(id), queryFn: ({ signal }) => apiFetch<Secret>(`${store(id)}/secret`, { signal }), enabled, gcTime: 0, staleTime: Infinity });
}

export function useRotateStoreSecret(id: string) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: () => apiFetch<Secret>(`${store(id)}/secret/rotate`, { method: "POST" }), onSuccess: (s) => qc.setQueryData(keys.secret(id), s) });
}

/** Polled, so an order the store posts shows up without a reload. */
export function useOrders(query: string, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: keys.orders(query),
    queryFn: ({ signal }) => apiFetch<OrderList>(`/api/v1/orders?${query}`, { signal }),
    placeholderData: keepPreviousData,
    refetchInterval: 10_000,
    enabled: options.enabled ?? true,
  });
}

export function useOrder(id: string) {
  return useQuery({ queryKey: keys.order(id), queryFn: ({ signal }) => apiFetch<Order>(`/api/v1/orders/${encodeURIComponent(id)}`, { signal }) });
}

export function useUpdateOrder(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) => apiFetch<Order>(`/api/v1/orders/${encodeURIComponent(id)}`, { method: "PATCH", body }),
    onSuccess: (o) => {
      qc.setQueryData(keys.order(id), o);
      return qc.invalidateQueries({ queryKey: ["orders"] });
    },
  });
}

export function useProducts(query: string, enabled = true) {
  return useQuery({ queryKey: keys.products(query), queryFn: ({ signal }) => apiFetch<ProductPage>(`/api/v1/public/products?${query}`, { signal }), placeholderData: keepPreviousData, enabled });
}

export function useCategories(enabled = true) {
  return useQuery({ queryKey: keys.categories, queryFn: ({ signal }) => apiFetch<z.infer<typeof categoryListSchema>>("/api/v1/public/categories", { signal }), enabled });
}

export function useUpdateProduct(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProductInput) => apiFetch<z.infer<typeof productResponseSchema>>(`/api/v1/public/products/${encodeURIComponent(id)}`, { method: "PATCH", body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ["products"] }),
  });
}
