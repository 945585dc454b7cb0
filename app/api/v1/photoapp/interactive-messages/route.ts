import { api } from "@/lib/http/api";
import { createInteractiveMessage, listInteractiveMessages } from "@/lib/channels/photoapp/messaging/library/interactive-messages";
import { createInteractiveMessageRoute, listInteractiveMessagesRoute } from "@/lib/channels/photoapp/messaging/library/routes";

// GET /api/v1/photoapp/interactive-messages - list saved interactive messages
export const GET = api(listInteractiveMessagesRoute, ({ ctx }) => listInteractiveMessages({ ctx }));

// POST /api/v1/photoapp/interactive-messages - save an interactive message
export const POST = api(createInteractiveMessageRoute, ({ ctx, body }) => createInteractiveMessage({ ctx, input: body }));
