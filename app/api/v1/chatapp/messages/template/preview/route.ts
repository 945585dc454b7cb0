import { api } from "@/lib/http/api";
import { previewTemplateSendRoute } from "@/lib/channels/chatapp/messaging/routes";
import { previewTemplateSend } from "@/lib/templates/preview-template-send";

// POST /api/v1/chatapp/messages/template/preview - what a template send would deliver to this recipient
export const POST = api(previewTemplateSendRoute, ({ ctx, body }) => previewTemplateSend({ ctx, input: body }));
