import { publicApi } from "@/lib/http/api";
import { channelCallbackRoute, channelVerifyRoute } from "@/lib/channels/webhook-routes";
import { receiveWebhook, verifySubscription } from "@/lib/channels/webhook";

export const dynamic = "force-dynamic";

// GET /api/channels/{channel}/webhook - the platform's hub.challenge handshake
export const GET = publicApi(channelVerifyRoute, ({ params, query }) => verifySubscription(params.channel, query));

// POST /api/channels/{channel}/webhook - signed messaging callbacks
export const POST = publicApi(channelCallbackRoute, ({ params, req }) => receiveWebhook(params.channel, req));
