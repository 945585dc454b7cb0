import type { ChannelName } from "@/lib/client/types";

/**
 * How one Graph channel differs inside the shared composer and structured sends; each of
 * photoapp and socialchat declares its own in its folder.
 */
export interface GraphFlavor {
  /** The channel's key in its routes (/api/v1/{channel}/send…). */
  channel: ChannelName;
  /** The window comes from the channel's window route; without one it is computed from the customer's last message. */
  windowRoute: boolean;
  /** Outside the window a reply may also carry an update tag for its purpose (account, event, purchase). */
  updateTags: boolean;
  /** The send route's name for a card carousel. */
  cardsKind: "carousel" | "generic";
}
