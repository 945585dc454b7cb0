import { api } from "@/lib/http/api";
import { bulkConversationsRoute } from "@/lib/bulk/routes";
import { runBulk } from "@/lib/bulk/run-bulk";

// POST /api/v1/conversations/bulk - one action on up to 100 conversations, answered per id
export const POST = api(bulkConversationsRoute, ({ ctx, body }) => runBulk({ ctx, input: body }));
