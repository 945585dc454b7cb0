import { api } from "@/lib/http/api";
import { simulateChannelInboundRoute } from "@/lib/channels/routes";
import { simulateChannelInbound } from "@/lib/channels/simulate";

export const POST = api(simulateChannelInboundRoute, ({ ctx, params, body }) => simulateChannelInbound({ ctx, input: { channel: params.channel, ...body } }));
