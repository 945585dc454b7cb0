import type { Metadata } from "next";
import { LeadsView } from "@/components/crm/leads-view";

export const metadata: Metadata = { title: "Leads" };

export default function Page() {
  return <LeadsView />;
}
