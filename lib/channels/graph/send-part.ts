import type { SendPart } from "../types";
import { graphSendBody, graphSummary, type GraphMessage } from "./payloads";

/**
 * A Graph message as a part of the shared send pipeline. Inside the standard window the
 * Messenger Platform takes messaging_type RESPONSE and Instagram nothing; a send the
 * tag let through (HUMAN_AGENT, or a Messenger update tag) goes as MESSAGE_TAG with the tag.
 */
export function graphPart(m: GraphMessage, style: "instagram" | "messenger"): SendPart {
  return {
    summary: graphSummary(m),
    body: (recipientId, window) =>
      graphSendBody(recipientId, m, window.tag ? { messagingType: "MESSAGE_TAG", tag: window.tag } : style === "messenger" ? { messagingType: "RESPONSE" } : {}),
  };
}
