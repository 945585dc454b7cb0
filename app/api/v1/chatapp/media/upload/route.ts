import { api } from "@/lib/http/api";
import { uploadMediaRoute } from "@/lib/messaging/chatapp/routes";
import { uploadChatappMedia } from "@/lib/messaging/chatapp/upload-media";

// POST /api/v1/chatapp/media/upload - media for sends, answers { mediaId }
export const POST = api(uploadMediaRoute, ({ ctx, body }) => uploadChatappMedia({ ctx, input: body }));
