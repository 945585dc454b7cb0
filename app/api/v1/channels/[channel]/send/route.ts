import { api } from "@/lib/http/api";
import { sendOnChannelRoute } from "@/lib/channels/routes";
import { sendOnAnyChannel } from "@/lib/messaging/send-any-channel";

// POST /api/v1/channels/{channel}/send - a text or media from any channel of the layer
export const POST = api(sendOnChannelRoute, ({ ctx, params, body }) => sendOnAnyChannel({ ctx, input: { ...body, channel: params.channel } }));
