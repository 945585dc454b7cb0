import "server-only";
import { receiveChannelMessages } from "@/lib/messaging/receive-messages";
import type { Ctx } from "@/lib/domain/context";
import { AppError } from "@/lib/domain/errors";
import { requireConnection } from "./connections";
import type { ChannelKey } from "./keys";
import { pluginForKey } from "./registry";
import type { SimulatedInbound, SimulatedResult } from "./types";

/**
 * The sandbox's "simulate customer": the platform's callback for a customer's message, built
 * by the channel and parsed and stored by the same code real callbacks take. The named inbox's
 * simulated account writes (the channel's default inbox when none is named).
 */
export async function simulateChannelInbound({ ctx, input }: { ctx: Ctx; input: SimulatedInbound & { channel: ChannelKey; inboxId?: string } }): Promise<SimulatedResult> {
  const plugin = pluginForKey(input.channel);
  const conn = await requireConnection(ctx, plugin.type, { inboxId: input.inboxId });
  if (conn.mode !== "sandbox") throw AppError.conflict(`Simulating customers needs the ${input.channel} sandbox; this company is connected live`, { reason: "not_sandbox" });
  const callback = plugin.simulatedCallback(conn.routingId ?? "", input);
  if (plugin.webhook.simulate) return plugin.webhook.simulate({ companyId: ctx.companyId, inboxId: conn.id }, input, callback);
  const [batch] = plugin.webhook.parse(callback);
  const messages = batch.messages.map((m) => ({ ...m, name: input.name }));
  const [result] = await receiveChannelMessages({ channel: plugin.type, companyId: ctx.companyId, inboxId: conn.id }, messages);
  if (result.status !== "stored") throw AppError.conflict("The simulated message was not stored", { reason: "duplicate" });
  return { messageId: result.messageId, conversationId: result.conversationId, contactId: result.contactId };
}
