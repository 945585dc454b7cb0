import { api } from "@/lib/http/api";
import { socialchatGenericRoute } from "@/lib/channels/socialchat/messaging/routes";
import { sendSocialchatGeneric } from "@/lib/channels/socialchat/messaging/send";

export const POST = api(socialchatGenericRoute, ({ ctx, body }) => sendSocialchatGeneric({ ctx, input: body }));
