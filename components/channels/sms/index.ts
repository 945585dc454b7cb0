import { MessageSquareTextIcon } from "lucide-react";
import type { ChannelUi } from "../channel-ui";
import { SmsComposer } from "./composer";
import { smsConnect } from "./connect";
import { smsBilling, SMS_RENDERERS } from "./renderers";
import { useSmsFirstText } from "./sends";

export const smsUi: ChannelUi = {
  icon: MessageSquareTextIcon,
  about: "Text messages to any mobile phone.",
  connect: smsConnect,
  Composer: SmsComposer,
  renderers: SMS_RENDERERS,
  metaNote: smsBilling,
  start: { placeholder: "Write a text message…", useSendFirstText: useSmsFirstText },
};
