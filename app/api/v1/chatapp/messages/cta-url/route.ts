import { sendHandler } from "@/lib/channels/chatapp/messaging/send/handler";

// POST /api/v1/chatapp/messages/cta-url - send on chatapp (spec 4.2)
export const POST = sendHandler("cta-url");
