import { api } from "@/lib/http/api";
import { markMessageReadRoute } from "@/lib/messaging/chatapp/routes";
import { markInboundRead } from "@/lib/messaging/chatapp/mark-read";

// POST /api/v1/chatapp/messages/{messageId}/read - blue ticks for an inbound message
export const POST = api(markMessageReadRoute, ({ ctx, params }) => markInboundRead({ ctx, messageId: params.messageId }));
