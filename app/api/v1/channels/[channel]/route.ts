import { api } from "@/lib/http/api";
import { connectChannelRoute, disconnectChannelRoute, getChannelConnectionRoute } from "@/lib/channels/routes";
import { connectChannel, disconnectChannel, getChannelConnection } from "@/lib/channels/manage-connection";

// /api/v1/channels/{channel}: every channel on the layer (registry.ts)
export const GET = api(getChannelConnectionRoute, ({ ctx, params }) => getChannelConnection({ ctx, input: params }));
export const PUT = api(connectChannelRoute, ({ ctx, params, body }) => connectChannel({ ctx, input: { channel: params.channel, credentials: body } }));
export const DELETE = api(disconnectChannelRoute, ({ ctx, params }) => disconnectChannel({ ctx, input: params }));
