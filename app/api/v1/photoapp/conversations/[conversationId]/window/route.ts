import { api } from "@/lib/http/api";
import { photoappWindowRoute } from "@/lib/messaging/photoapp/routes";
import { photoappWindow } from "@/lib/messaging/photoapp/window";

export const GET = api(photoappWindowRoute, ({ ctx, params }) => photoappWindow({ ctx, conversationId: params.conversationId }));
