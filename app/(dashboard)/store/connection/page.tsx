import type { Metadata } from "next";
import { ConnectionView } from "@/components/store/connection-view";

export const metadata: Metadata = { title: "Store connection" };

export default function StoreConnectionPage() {
  return <ConnectionView />;
}
