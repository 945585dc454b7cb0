import { api } from "@/lib/http/api";
import { simulateChannelInbound } from "@/lib/channels/simulate";
import { simulateInboundRoute } from "@/lib/channels/chatapp/messaging/routes";

// POST /api/v1/chatapp/sandbox/inbound - a simulated customer writes (the layer's simulation on chatapp)
export const POST = api(simulateInboundRoute, ({ ctx, body }) => simulateChannelInbound({ ctx, input: { channel: "chatapp", ...body } }));
