import { api } from "@/lib/http/api";
import { connectChatapp, disconnectChatapp, getChatappConnection } from "@/lib/channels/chatapp/manage-connection";
import { connectChatappRoute, disconnectChatappRoute, getChatappConnectionRoute } from "@/lib/channels/routes";

// GET /api/v1/channels/chatapp - the connection, without its token
export const GET = api(getChatappConnectionRoute, ({ ctx }) => getChatappConnection({ ctx }));

// PUT /api/v1/channels/chatapp - connect live (token tried first)
export const PUT = api(connectChatappRoute, ({ ctx, body }) => connectChatapp({ ctx, input: body }));

// DELETE /api/v1/channels/chatapp - disconnect
export const DELETE = api(disconnectChatappRoute, ({ ctx }) => disconnectChatapp({ ctx }));
