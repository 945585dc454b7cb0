import { sendHandler } from "@/lib/channels/chatapp/messaging/send/handler";

// POST /api/v1/chatapp/messages/buttons - send on chatapp (spec 4.2)
export const POST = sendHandler("buttons");
