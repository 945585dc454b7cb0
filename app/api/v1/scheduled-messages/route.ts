import { api } from "@/lib/http/api";
import { createScheduledMessage } from "@/lib/scheduled/create-scheduled-message";
import { listScheduledMessages } from "@/lib/scheduled/list-scheduled-messages";
import { createScheduledRoute, listScheduledRoute } from "@/lib/scheduled/routes";

// GET /api/v1/scheduled-messages - list scheduled messages (the calendar with from and to)
export const GET = api(listScheduledRoute, ({ ctx, query }) => listScheduledMessages({ ctx, query }));

// POST /api/v1/scheduled-messages - schedule a message
export const POST = api(createScheduledRoute, ({ ctx, body }) => createScheduledMessage({ ctx, input: body }));
