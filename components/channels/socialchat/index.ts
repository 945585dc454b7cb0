import { UsersRoundIcon } from "lucide-react";
import type { ChannelUi } from "../channel-ui";
import { GRAPH_RENDERERS } from "../graph/renderers";
import { graphResender } from "../graph/sends";
import { SocialchatComposer } from "./composer";
import { socialchatConnect } from "./connect";

export const socialchatUi: ChannelUi = {
  icon: UsersRoundIcon,
  about: "Messages to your social network page.",
  connect: socialchatConnect,
  Composer: SocialchatComposer,
  renderers: GRAPH_RENDERERS,
  useResendText: graphResender("socialchat"),
};
