import type { Metadata } from "next";
import { AreaPlaceholder } from "@/components/dashboard/area-placeholder";

export const metadata: Metadata = { title: "Inbox" };

export default function Page() {
  return <AreaPlaceholder href="/inbox" />;
}
