import { api } from "@/lib/http/api";
import { createQuickReply, listQuickReplies } from "@/lib/channels/photoapp/messaging/library/quick-replies";
import { createQuickReplyRoute, listQuickRepliesRoute } from "@/lib/channels/photoapp/messaging/library/routes";

// GET /api/v1/photoapp/quick-replies - list quick replies
export const GET = api(listQuickRepliesRoute, ({ ctx, query }) => listQuickReplies({ ctx, query }));

// POST /api/v1/photoapp/quick-replies - create a quick reply
export const POST = api(createQuickReplyRoute, ({ ctx, body }) => createQuickReply({ ctx, input: body }));
