import { api } from "@/lib/http/api";
import { socialchatGenericRoute } from "@/lib/messaging/socialchat/routes";
import { sendSocialchatGeneric } from "@/lib/messaging/socialchat/send";

export const POST = api(socialchatGenericRoute, ({ ctx, body }) => sendSocialchatGeneric({ ctx, input: body }));
