import type { ChatappSend, CloudMessageBody, SendInputOf } from "./cloud-types";
import { envelope, interactive } from "./envelope";
import type { SendKind } from "./send-schemas";

export { buildCatalogCard, type CatalogCardItem } from "./catalog-card";
export { summarizeForStorage } from "./storage-summary";
export type { ChatappSend, CloudMessageBody, StorageSummary } from "./cloud-types";

/**
 * Pure mappings from a validated send body to the exact JSON of the Cloud API's
 * `POST /{phone-number-id}/messages`. Optional parts are left out rather than sent empty:
 * the platform refuses `"footer": {"text": ""}`.
 */

function header(v: { header?: string; headerImage?: string }) {
  if (v.headerImage !== undefined) return { type: "image", image: { link: v.headerImage } };
  if (v.header !== undefined) return { type: "text", text: v.header };
  return undefined;
}

/** The platform renders a link preview only when asked; ask when the body holds a URL. */
export const hasUrl = (body: string) => /\bhttps?:\/\/\S/i.test(body);

export const textPayload = (i: SendInputOf<"text">) => envelope(i.to, "text", { text: { preview_url: hasUrl(i.body), body: i.body } });

export const templatePayload = (i: SendInputOf<"template">) =>
  envelope(i.to, "template", { template: { name: i.templateName, language: { code: i.languageCode }, ...(i.components ? { components: i.components } : {}) } });

export const buttonsPayload = (i: SendInputOf<"buttons">) =>
  interactive(i.to, "button", {
    header: header(i),
    body: i.body,
    footer: i.footer,
    action: { buttons: i.buttons.map((b) => ({ type: "reply", reply: { id: b.id, title: b.title } })) },
  });

export const listPayload = (i: SendInputOf<"list">) =>
  interactive(i.to, "list", {
    header: header(i),
    body: i.body,
    footer: i.footer,
    action: {
      button: i.buttonText,
      sections: i.sections.map((s) => ({
        ...(s.title === undefined ? {} : { title: s.title }),
        rows: s.rows.map((r) => ({ id: r.id, title: r.title, ...(r.description === undefined ? {} : { description: r.description }) })),
      })),
    },
  });

export const ctaUrlPayload = (i: SendInputOf<"cta-url">) =>
  interactive(i.to, "cta_url", {
    header: header(i),
    body: i.body,
    footer: i.footer,
    action: { name: "cta_url", parameters: { display_text: i.displayText, url: i.url } },
  });

export const locationRequestPayload = (i: SendInputOf<"location-request">) =>
  interactive(i.to, "location_request_message", { body: i.body, action: { name: "send_location" } });

export const catalogPayload = (i: SendInputOf<"catalog">) =>
  interactive(i.to, "catalog_message", {
    body: i.body,
    footer: i.footer,
    action: {
      name: "catalog_message",
      ...(i.thumbnailProductRetailerId === undefined ? {} : { parameters: { thumbnail_product_retailer_id: i.thumbnailProductRetailerId } }),
    },
  });

export const productPayload = (i: SendInputOf<"product">) =>
  interactive(i.to, "product", { body: i.body, footer: i.footer, action: { catalog_id: i.catalogId, product_retailer_id: i.productRetailerId } });

export const productListPayload = (i: SendInputOf<"product-list">) =>
  interactive(i.to, "product_list", {
    header: { type: "text", text: i.header },
    body: i.body,
    footer: i.footer,
    action: {
      catalog_id: i.catalogId,
      sections: i.sections.map((s) => ({ title: s.title, product_items: s.productRetailerIds.map((id) => ({ product_retailer_id: id })) })),
    },
  });

export const mediaPayload = (i: SendInputOf<"media">) =>
  envelope(i.to, i.mediaType, {
    [i.mediaType]: {
      ...(i.mediaId !== undefined ? { id: i.mediaId } : { link: i.mediaUrl }),
      ...(i.caption === undefined ? {} : { caption: i.caption }),
      ...(i.filename === undefined ? {} : { filename: i.filename }),
    },
  });

export const locationPayload = (i: SendInputOf<"location">) =>
  envelope(i.to, "location", {
    location: {
      latitude: i.latitude,
      longitude: i.longitude,
      ...(i.name === undefined ? {} : { name: i.name }),
      ...(i.address === undefined ? {} : { address: i.address }),
    },
  });

/** Both contact routes: the cards of `contacts`, then `contact`. */
export const contactsPayload = (i: SendInputOf<"contacts"> | SendInputOf<"contact">) =>
  envelope(i.to, "contacts", { contacts: [...(i.contacts ?? []), ...(i.contact ? [i.contact] : [])] });

const BUILDERS: { [K in SendKind]: (input: SendInputOf<K>) => CloudMessageBody } = {
  text: textPayload,
  template: templatePayload,
  buttons: buttonsPayload,
  list: listPayload,
  "cta-url": ctaUrlPayload,
  "location-request": locationRequestPayload,
  catalog: catalogPayload,
  product: productPayload,
  "product-list": productListPayload,
  media: mediaPayload,
  location: locationPayload,
  contacts: contactsPayload,
  contact: contactsPayload,
};

/** The platform body for any send route. */
export function buildCloudPayload(send: ChatappSend): CloudMessageBody {
  return (BUILDERS[send.kind] as (input: unknown) => CloudMessageBody)(send.input);
}

