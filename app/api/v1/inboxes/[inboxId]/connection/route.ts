import { api } from "@/lib/http/api";
import { reconnectInbox } from "@/lib/inboxes/connect-inbox";
import { reconnectInboxRoute } from "@/lib/inboxes/routes";

// PUT /api/v1/inboxes/{inboxId}/connection - connect live with new credentials
export const PUT = api(reconnectInboxRoute, ({ ctx, params, body }) => reconnectInbox({ ctx, id: params.inboxId, credentials: body }));
