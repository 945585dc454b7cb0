import "server-only";
import type { DbOrTx } from "@/db/client";
import type { Campaign } from "@/db/schema";
import { emitEvents } from "@/lib/events/emit";
import type { Counts } from "./present";

/** campaign.started and campaign.completed carry the campaign as the API shows its core fields. */
export async function emitCampaignEvent(db: DbOrTx, event: "campaign.started" | "campaign.completed", c: Campaign, extra: { counts?: Counts } = {}) {
  await emitEvents(db, [
    {
      companyId: c.companyId,
      event,
      payload: {
        channel: "chatapp",
        campaign: {
          id: c.id,
          name: c.name,
          status: c.status,
          statusReason: c.statusReason,
          templateId: c.templateId,
          audienceSize: c.audienceSize,
          excludedOptedOut: c.excludedOptedOut,
          startedAt: c.startedAt?.toISOString() ?? null,
          finishedAt: c.finishedAt?.toISOString() ?? null,
          ...(extra.counts ? { counts: extra.counts } : {}),
        },
      },
    },
  ]);
}
