import { api } from "@/lib/http/api";
import { photoappWindowRoute } from "@/lib/channels/photoapp/messaging/routes";
import { photoappWindow } from "@/lib/channels/photoapp/messaging/window";

export const GET = api(photoappWindowRoute, ({ ctx, params }) => photoappWindow({ ctx, conversationId: params.conversationId }));
