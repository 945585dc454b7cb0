import { MailIcon } from "lucide-react";
import type { ChannelUi } from "../channel-ui";
import { EmailComposer } from "./composer";
import { emailConnect } from "./connect";
import { EMAIL_RENDERERS } from "./renderers";
import { useEmailFirstText } from "./use-email-send";

export const emailUi: ChannelUi = {
  icon: MailIcon,
  about: "Your support mailbox: replies thread by subject and headers.",
  connect: emailConnect,
  Composer: EmailComposer,
  renderers: EMAIL_RENDERERS,
  start: { placeholder: "Write an email…", useSendFirstText: useEmailFirstText },
};
