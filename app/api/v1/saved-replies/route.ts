import { api } from "@/lib/http/api";
import { createSavedReplyRoute, listSavedRepliesRoute } from "@/lib/saved-replies/routes";
import { createSavedReply, listSavedReplies } from "@/lib/saved-replies/saved-replies";

// GET /api/v1/saved-replies - the team's saved replies by shortcut
export const GET = api(listSavedRepliesRoute, ({ ctx, query }) => listSavedReplies({ ctx, query }));
// POST /api/v1/saved-replies - create one
export const POST = api(createSavedReplyRoute, ({ ctx, body }) => createSavedReply({ ctx, input: body }));
