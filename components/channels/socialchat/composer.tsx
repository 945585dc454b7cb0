"use client";

import type { Conversation } from "@/lib/client/types";
import type { GraphFlavor } from "../graph/flavor";
import { GraphComposer } from "../graph/composer";

// Socialchat has no window route (the window is counted from the customer's last message); cards go as its "generic" template; the update tags apply.
const SOCIALCHAT: GraphFlavor = { channel: "socialchat", windowRoute: false, updateTags: true, cardsKind: "generic" };

export function SocialchatComposer({ conversation }: { conversation: Conversation }) {
  return <GraphComposer conversation={conversation} flavor={SOCIALCHAT} />;
}
