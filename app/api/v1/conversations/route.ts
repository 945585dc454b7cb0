import { api } from "@/lib/http/api";
import { listConversations } from "@/lib/conversations/list-conversations";
import { listConversationsRoute } from "@/lib/conversations/routes";

// GET /api/v1/conversations - the inbox list
export const GET = api(listConversationsRoute, ({ ctx, query }) => listConversations({ ctx, query }));
