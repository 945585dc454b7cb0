import { api } from "@/lib/http/api";
import { deleteInbox } from "@/lib/inboxes/delete-inbox";
import { getInbox } from "@/lib/inboxes/get-inbox";
import { deleteInboxRoute, getInboxRoute, updateInboxRoute } from "@/lib/inboxes/routes";
import { updateInbox } from "@/lib/inboxes/update-inbox";

// GET /api/v1/inboxes/{inboxId} - get an inbox
export const GET = api(getInboxRoute, ({ ctx, params }) => getInbox({ ctx, id: params.inboxId }));
// PATCH /api/v1/inboxes/{inboxId} - rename, make default, settings
export const PATCH = api(updateInboxRoute, ({ ctx, params, body }) => updateInbox({ ctx, id: params.inboxId, input: body }));
// DELETE /api/v1/inboxes/{inboxId} - delete (conversations kept, read-only)
export const DELETE = api(deleteInboxRoute, ({ ctx, params }) => deleteInbox({ ctx, id: params.inboxId }));
