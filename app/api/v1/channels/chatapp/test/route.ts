import { api } from "@/lib/http/api";
import { testChatapp } from "@/lib/channels/chatapp/manage-connection";
import { testChatappRoute } from "@/lib/channels/routes";

// POST /api/v1/channels/chatapp/test - a cheap platform call
export const POST = api(testChatappRoute, ({ ctx }) => testChatapp({ ctx }));
