import { api } from "@/lib/http/api";
import { webchatPresence } from "@/lib/widget/presence";
import { webchatPresenceRoute } from "@/lib/widget/routes";

// GET /api/v1/webchat/conversations/{conversationId}/presence - is the visitor online, typing
export const GET = api(webchatPresenceRoute, ({ ctx, params }) => webchatPresence({ ctx, conversationId: params.conversationId }));
