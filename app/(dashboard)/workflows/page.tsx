import type { Metadata } from "next";
import { AreaPlaceholder } from "@/components/dashboard/area-placeholder";

export const metadata: Metadata = { title: "Workflows" };

export default function Page() {
  return <AreaPlaceholder href="/workflows" />;
}
