import { api } from "@/lib/http/api";
import { simulateInbound } from "@/lib/channels/chatapp/sandbox-callbacks";
import { simulateInboundRoute } from "@/lib/messaging/chatapp/routes";

// POST /api/v1/chatapp/sandbox/inbound - a simulated customer writes
export const POST = api(simulateInboundRoute, ({ ctx, body }) => simulateInbound({ companyId: ctx.companyId, input: body }));
