import { api } from "@/lib/http/api";
import { uploadMediaRoute } from "@/lib/channels/chatapp/messaging/routes";
import { uploadChatappMedia } from "@/lib/channels/chatapp/messaging/upload-media";

// POST /api/v1/chatapp/media/upload - media for sends, answers { mediaId }
export const POST = api(uploadMediaRoute, ({ ctx, body }) => uploadChatappMedia({ ctx, input: body }));
