import { getDb } from "@/db/client";
import { eq } from "drizzle-orm";
import { campaignRecipients, campaigns } from "@/db/schema";
export { approvedTemplateOf } from "@/lib/testing/campaign-fixtures";
import type { CampaignView } from "@/lib/campaigns/schemas";
import { call } from "./http";
import { waitFor } from "./chatapp";

export const CAMPAIGNS = "/api/v1/chatapp/campaigns";
export type Campaign = CampaignView;

let n = 0;
/** A phone no other test uses: 1 555 then 7 digits from the clock and a counter. */
export const uniquePhone = (suffix = "") => `+1555${String((Date.now() % 1e5) * 100 + (++n % 100)).padStart(7, "0")}${suffix}`;

/** Waits on the database (a token allows 60 requests a minute), then reads the campaign over HTTP. */
export async function waitForCampaign(token: string, id: string, status: string, ms = 30_000) {
  await waitFor(async () => (await getDb().select({ s: campaigns.status }).from(campaigns).where(eq(campaigns.id, id)))[0]?.s === status, ms, 200);
  return (await call<Campaign>("GET", `${CAMPAIGNS}/${id}`, { token })).body;
}

/** Recipient rows straight from the database, for waiting on the engine. */
export async function recipientRows(campaignId: string) {
  return getDb().select().from(campaignRecipients).where(eq(campaignRecipients.campaignId, campaignId));
}
