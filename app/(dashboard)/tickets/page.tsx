import type { Metadata } from "next";
import { TicketsView } from "@/components/crm/tickets-view";

export const metadata: Metadata = { title: "Tickets" };

export default function Page() {
  return <TicketsView />;
}
