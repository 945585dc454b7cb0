import { z } from "zod";
import { connectChatappInput } from "@/lib/channels/schemas";
import { phoneSchema } from "@/lib/contacts/schemas";
import type { LayerChannelConfig } from "../connect-config";

/** Chatapp's connect form, card identifiers, sandbox note and simulated customer. */
export const chatappConnect: LayerChannelConfig = {
  channel: "chatapp",
  title: "Chatapp",
  connectNoun: "number",
  connectHelp: "The ids and a permanent access token from your business platform account. The token is checked with the platform, stored encrypted and never shown again.",
  fields: [
    { name: "phoneNumberId", label: "Phone-number ID" },
    { name: "wabaId", label: "WABA ID", description: "WhatsApp Business Account" },
    { name: "displayPhoneNumber", label: "Display number", description: "Optional; read from the platform when blank", optional: true, tel: true, placeholder: "+971 50 123 4567" },
    { name: "catalogId", label: "Catalog ID", description: "Optional, for product messages", optional: true },
    { name: "accessToken", label: "Access token", secret: true },
  ],
  // The route's schema, except that blank optional fields mean "none" (they are then not sent).
  schema: connectChatappInput.extend({
    displayPhoneNumber: z.literal("").or(z.string().trim().max(40, "must be at most 40 characters")).optional(),
    catalogId: z.literal("").or(connectChatappInput.shape.catalogId),
  }) as unknown as LayerChannelConfig["schema"],
  identifiers: [
    { key: "displayPhoneNumber", label: "Display number" },
    { key: "phoneNumberId", label: "Phone-number ID" },
    { key: "wabaId", label: "WABA ID" },
    { key: "catalogId", label: "Catalog ID" },
  ],
  sandboxNote:
    "The sandbox behaves like the platform: sends are accepted and get sent, delivered and read; numbers ending in 0000 fail as undeliverable; templates are approved after a short review. Use “Simulate customer” in the inbox to receive messages.",
  simulate: {
    fromLabel: "Customer phone",
    from: phoneSchema,
    sampleFrom: () => "+1 555 010 2030",
    tel: true,
    textMax: 4096,
    intro: "Sends a message to your sandbox number as this customer would from their phone.",
  },
};
