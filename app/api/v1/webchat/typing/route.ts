import { api } from "@/lib/http/api";
import { agentTyping } from "@/lib/widget/reply";
import { webchatTypingRoute } from "@/lib/widget/routes";

// POST /api/v1/webchat/typing - the visitor sees an agent typing
export const POST = api(webchatTypingRoute, ({ ctx, body }) => agentTyping({ ctx, input: body }));
