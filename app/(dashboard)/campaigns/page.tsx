import type { Metadata } from "next";
import { CampaignsView } from "@/components/campaigns/list/campaigns-view";

export const metadata: Metadata = { title: "Campaigns" };

// Dashboard pages render per request, so the view's useSearchParams needs no Suspense boundary.
export default function CampaignsPage() {
  return <CampaignsView />;
}
