import { api } from "@/lib/http/api";
import { markMessageReadRoute } from "@/lib/channels/chatapp/messaging/routes";
import { markInboundRead } from "@/lib/channels/chatapp/messaging/mark-read";

// POST /api/v1/chatapp/messages/{messageId}/read - blue ticks for an inbound message
export const POST = api(markMessageReadRoute, ({ ctx, params }) => markInboundRead({ ctx, messageId: params.messageId }));
