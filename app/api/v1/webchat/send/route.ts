import { api } from "@/lib/http/api";
import { sendWebchatReply } from "@/lib/widget/reply";
import { webchatSendRoute } from "@/lib/widget/routes";

// POST /api/v1/webchat/send - reply to a website visitor
export const POST = api(webchatSendRoute, ({ ctx, body }) => sendWebchatReply({ ctx, input: body }));
