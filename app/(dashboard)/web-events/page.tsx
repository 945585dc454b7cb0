import type { Metadata } from "next";
import { IntegrationsView } from "@/components/web-events/integrations-view";

export const metadata: Metadata = { title: "Web events" };

export default function WebEventsPage() {
  return <IntegrationsView />;
}
