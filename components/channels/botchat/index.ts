import { BotIcon } from "lucide-react";
import type { ChannelUi } from "../channel-ui";
import { BotchatComposer } from "./composer";
import { botchatConnect } from "./connect";
import { BOTCHAT_RENDERERS } from "./renderers";

export const botchatUi: ChannelUi = {
  icon: BotIcon,
  about: "Conversations with your bot on the messaging platform.",
  connect: botchatConnect,
  Composer: BotchatComposer,
  renderers: BOTCHAT_RENDERERS,
};
