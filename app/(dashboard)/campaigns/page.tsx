import type { Metadata } from "next";
import { AreaPlaceholder } from "@/components/dashboard/area-placeholder";

export const metadata: Metadata = { title: "Campaigns" };

export default function Page() {
  return <AreaPlaceholder href="/campaigns" />;
}
