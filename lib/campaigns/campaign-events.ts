import "server-only";
import type { DbOrTx } from "@/db/client";
import type { Campaign } from "@/db/schema";
import { emitEvents } from "@/lib/events/emit";
import { campaignEventPayload } from "@/lib/events/payloads/present";
import type { Counts } from "./present";

/** campaign.started and campaign.completed carry the campaign as the API shows its core fields (lib/events/payloads). */
export async function emitCampaignEvent(db: DbOrTx, event: "campaign.started" | "campaign.completed", c: Campaign, extra: { counts?: Counts } = {}) {
  await emitEvents(db, [{ companyId: c.companyId, event, payload: campaignEventPayload(c, extra.counts) }]);
}
