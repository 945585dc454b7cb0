import { api } from "@/lib/http/api";
import { botchatSendRoute } from "@/lib/channels/botchat/messaging/routes";
import { sendBotchatMessage } from "@/lib/channels/botchat/messaging/send";

// POST /api/v1/botchat/send - text, photo or document, with a keyboard
export const POST = api(botchatSendRoute, ({ ctx, body }) => sendBotchatMessage({ ctx, input: body }));
