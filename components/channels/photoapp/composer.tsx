"use client";

import type { Conversation } from "@/lib/client/types";
import type { GraphFlavor } from "../graph/flavor";
import { GraphComposer } from "../graph/composer";

// Photoapp's window route is the authority on its window; cards go as its "carousel"; no update tags.
const PHOTOAPP: GraphFlavor = { channel: "photoapp", windowRoute: true, updateTags: false, cardsKind: "carousel" };

export function PhotoappComposer({ conversation }: { conversation: Conversation }) {
  return <GraphComposer conversation={conversation} flavor={PHOTOAPP} />;
}
