import { api } from "@/lib/http/api";
import * as routes from "../routes";
import type { ChatappSend } from "../cloud-types";
import type { SendKind } from "../send-schemas";
import { sendChatappMessage } from "./send-message";

const CONTRACTS: Record<SendKind, typeof routes.sendTextRoute> = {
  text: routes.sendTextRoute,
  template: routes.sendTemplateRoute,
  buttons: routes.sendButtonsRoute,
  list: routes.sendListRoute,
  "cta-url": routes.sendCtaUrlRoute,
  "location-request": routes.sendLocationRequestRoute,
  catalog: routes.sendCatalogRoute,
  product: routes.sendProductRoute,
  "product-list": routes.sendProductListRoute,
  media: routes.sendMediaRoute,
  location: routes.sendLocationRoute,
  contacts: routes.sendContactsRoute,
  contact: routes.sendContactRoute,
};

/** The route handler of one `to`-addressed send route: every kind shares one verb. */
export function sendHandler(kind: SendKind) {
  return api(CONTRACTS[kind], ({ ctx, body }) => sendChatappMessage({ ctx, send: { kind, input: body } as ChatappSend }));
}
