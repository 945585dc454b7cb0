import { api } from "@/lib/http/api";
import { createInbox } from "@/lib/inboxes/create-inbox";
import { listInboxes } from "@/lib/inboxes/list-inboxes";
import { createInboxRoute, listInboxesRoute } from "@/lib/inboxes/routes";

// GET /api/v1/inboxes - list inboxes
export const GET = api(listInboxesRoute, ({ ctx, query }) => listInboxes({ ctx, query }));
// POST /api/v1/inboxes - connect another number, page or bot
export const POST = api(createInboxRoute, ({ ctx, body }) => createInbox({ ctx, input: body }));
