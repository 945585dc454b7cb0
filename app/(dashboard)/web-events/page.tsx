import type { Metadata } from "next";
import { AreaPlaceholder } from "@/components/dashboard/area-placeholder";

export const metadata: Metadata = { title: "Web events" };

export default function Page() {
  return <AreaPlaceholder href="/web-events" />;
}
