import { publicApi } from "@/lib/http/api";
import { handleChatappCallback, handleChatappVerify } from "@/lib/messaging/chatapp/inbound/handle-callback";
import { chatappCallbackRoute, chatappVerifyRoute } from "@/lib/messaging/chatapp/callback-routes";

export const dynamic = "force-dynamic";

// GET /api/channels/chatapp/webhook - the platform's hub.challenge handshake
export const GET = publicApi(chatappVerifyRoute, ({ query }) => handleChatappVerify(query));

// POST /api/channels/chatapp/webhook - signed Cloud API callbacks
export const POST = publicApi(chatappCallbackRoute, ({ req }) => handleChatappCallback(req));
