import type { ChannelUi } from "../channel-ui";
import { WebchatComposer } from "./composer";
import { WEBCHAT_INFO } from "./info";
import { WebchatCard } from "./settings-card";

// Not on the shared layer (no `connect`): one built-in inbox, set up on its own settings page.
export const webchatUi: ChannelUi = {
  ...WEBCHAT_INFO,
  SettingsCard: WebchatCard,
  settingsLink: { href: "/settings/website-chat", label: "Widget settings" },
  Composer: WebchatComposer,
};
