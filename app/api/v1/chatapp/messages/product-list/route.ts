import { sendHandler } from "@/lib/channels/chatapp/messaging/send/handler";

// POST /api/v1/chatapp/messages/product-list - send on chatapp (spec 4.2)
export const POST = sendHandler("product-list");
