import type { Metadata } from "next";
import { CampaignWizard } from "@/components/campaigns/wizard/campaign-wizard";

export const metadata: Metadata = { title: "New campaign" };

export default function NewCampaignPage() {
  return <CampaignWizard />;
}
