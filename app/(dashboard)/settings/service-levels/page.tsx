import type { Metadata } from "next";
import { ServiceLevelSettings } from "@/components/settings/service-levels/service-level-settings";

export const metadata: Metadata = { title: "Service levels" };

export default function ServiceLevelsPage() {
  return <ServiceLevelSettings />;
}
