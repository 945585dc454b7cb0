import { api } from "@/lib/http/api";
import { testInbox } from "@/lib/inboxes/connect-inbox";
import { testInboxRoute } from "@/lib/inboxes/routes";

// POST /api/v1/inboxes/{inboxId}/test - test the connection
export const POST = api(testInboxRoute, ({ ctx, params }) => testInbox({ ctx, id: params.inboxId }));
