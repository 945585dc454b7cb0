import type { Metadata } from "next";
import { IntegrationDetail } from "@/components/web-events/detail/integration-detail";

export const metadata: Metadata = { title: "Web-event integration" };

export default async function IntegrationPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <IntegrationDetail id={id} />;
}
