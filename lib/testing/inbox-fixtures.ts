import "server-only";
import { connectionRow } from "@/lib/channels/connections";
import { channelKey, type ChannelType } from "@/lib/channels/keys";
import { systemCtx, type Ctx } from "@/lib/domain/context";
import { createInbox } from "@/lib/inboxes/create-inbox";
import { webchatInboxId } from "@/lib/widget/inbox";

/**
 * The channel's default inbox of a test company, connecting a sandbox one when the channel has
 * none (new companies hold chatapp's and the website chat's only). In the caller's
 * transaction when `ctx` carries one.
 */
export async function defaultInboxId(ctxOrCompany: Pick<Ctx, "companyId" | "tx"> | string, channel: ChannelType): Promise<string> {
  const ctx = typeof ctxOrCompany === "string" ? systemCtx(ctxOrCompany, "test") : { ...systemCtx(ctxOrCompany.companyId, "test"), tx: ctxOrCompany.tx };
  if (channel === "WEBCHAT") return webchatInboxId(ctx);
  const row = await connectionRow(ctx, channel);
  if (row) return row.id;
  return (await createInbox({ ctx, input: { channel: channelKey(channel) as "chatapp", mode: "sandbox" } })).id;
}
