"use client";

import { channelUi } from "@/components/channels/lookup";
import type { Conversation } from "@/lib/client/types";

/** The conversation's messaging window in the thread header, as its channel draws it (nothing where the channel has no window to show). */
export function ChannelWindowBadge({ conversation }: { conversation: Conversation }) {
  const Badge = channelUi(conversation.channel).WindowBadge;
  return Badge ? <Badge conversation={conversation} /> : null;
}
