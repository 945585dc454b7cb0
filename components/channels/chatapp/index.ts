import { MessageCircleIcon } from "lucide-react";
import type { ChannelUi } from "../channel-ui";
import { ChatappComposer } from "./composer";
import { chatappConnect } from "./connect";
import { ChatappContactAction } from "./contact-action";
import { useChatappFirstText, useChatappResend } from "./sends";
import { TemplateSendForm } from "./template-send-form";
import { ChatappWindowBadge } from "./window-badge";

// Its messages are drawn by the shared renderers: they were written to chatapp's content shapes.
export const chatappUi: ChannelUi = {
  icon: MessageCircleIcon,
  about: "Business messaging on your customers’ favourite chat app.",
  connect: chatappConnect,
  Composer: ChatappComposer,
  WindowBadge: ChatappWindowBadge,
  useResendText: useChatappResend,
  start: { placeholder: "The window is open: write freely…", useSendFirstText: useChatappFirstText, TemplateForm: TemplateSendForm },
  ContactAction: ChatappContactAction,
};
