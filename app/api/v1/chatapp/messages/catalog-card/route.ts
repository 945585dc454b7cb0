import { api } from "@/lib/http/api";
import { sendCatalogCardRoute } from "@/lib/channels/chatapp/messaging/routes";
import { sendChatappMessage } from "@/lib/channels/chatapp/messaging/send/send-message";

// POST /api/v1/chatapp/messages/catalog-card - a store product or service card
export const POST = api(sendCatalogCardRoute, ({ ctx, body }) => sendChatappMessage({ ctx, send: { kind: "catalog-card", input: body } }));
