import type { ChatappSend, StorageSummary, StoredMessageType } from "./cloud-types";
import type { ContactCard } from "./contact-card-schema";

const TYPES: Record<Exclude<ChatappSend["kind"], "media">, StoredMessageType> = {
  text: "text",
  template: "template",
  buttons: "interactive_buttons",
  list: "interactive_list",
  "cta-url": "cta_url",
  "location-request": "location_request",
  catalog: "catalog",
  product: "product",
  "product-list": "product_list",
  location: "location",
  contacts: "contacts",
  contact: "contacts",
};

const MEDIA_LABEL = { image: "Image", video: "Video", audio: "Audio", document: "Document" } as const;

function preview(send: ChatappSend): string {
  switch (send.kind) {
    case "text":
      return send.input.body;
    case "template":
      return `Template: ${send.input.templateName} (${send.input.languageCode})`;
    case "product":
      return send.input.body ?? `Product: ${send.input.productRetailerId}`;
    case "media":
      return send.input.caption ?? send.input.filename ?? MEDIA_LABEL[send.input.mediaType];
    case "location": {
      const { name, address, latitude, longitude } = send.input;
      return `Location: ${[name, address].filter(Boolean).join(", ") || `${latitude}, ${longitude}`}`;
    }
    case "contacts":
    case "contact": {
      const cards: ContactCard[] = [...(send.input.contacts ?? []), ...(send.input.contact ? [send.input.contact] : [])];
      return `Contact: ${cards.map((c) => c.name.formatted_name).join(", ")}`;
    }
    default:
      return send.input.body;
  }
}

/**
 * What the message row keeps: our type name, a preview, and the request minus the routing
 * fields (`to` lives on the contact, `conversationId` on the row) so the inbox can redraw it.
 */
export function summarizeForStorage(send: ChatappSend): StorageSummary {
  const { to: _to, conversationId: _conversationId, ...content } = send.input as Record<string, unknown>;
  const type = send.kind === "media" ? send.input.mediaType : TYPES[send.kind];
  return { type, text: preview(send), content };
}
