import { sendHandler } from "@/lib/channels/chatapp/messaging/send/handler";

// POST /api/v1/chatapp/messages/list - send on chatapp (spec 4.2)
export const POST = sendHandler("list");
