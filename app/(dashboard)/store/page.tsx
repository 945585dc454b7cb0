import type { Metadata } from "next";
import { OrdersView } from "@/components/store/orders-view";

export const metadata: Metadata = { title: "Store" };

// Dashboard pages render per request, so the view's useSearchParams needs no Suspense boundary.
export default function StorePage() {
  return <OrdersView />;
}
