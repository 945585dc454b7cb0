import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { SEND_INPUTS, sendCatalogCardInput, uploadMediaInput } from "./send-schemas";

const TO = "+1 (555) 010-2030";
const x = (n: number) => "x".repeat(n);
const rows = (n: number, prefix = "r") => Array.from({ length: n }, (_, i) => ({ id: `${prefix}${i}`, title: `Row ${i}` }));
const ids = (n: number, prefix = "p") => Array.from({ length: n }, (_, i) => `${prefix}${i}`);

/** The issues' paths (dotted) and messages, as the API's details.fields would list them. */
function problems(schema: z.ZodType, body: unknown) {
  const r = schema.safeParse(body);
  if (r.success) return [];
  return r.error.issues.map((i) => ({ path: i.path.join("."), message: i.message }));
}

const valid: Record<keyof typeof SEND_INPUTS, Record<string, unknown>> = {
  text: { to: TO, body: "hi" },
  template: { to: TO, templateName: "order_update", languageCode: "en_US" },
  buttons: { to: TO, body: "b", buttons: [{ id: "a", title: "A" }] },
  list: { to: TO, body: "b", buttonText: "Open", sections: [{ rows: rows(1) }] },
  "cta-url": { to: TO, body: "b", displayText: "Go", url: "https://x.example" },
  "location-request": { to: TO, body: "b" },
  catalog: { to: TO, body: "b" },
  product: { to: TO, catalogId: "1948", productRetailerId: "sku" },
  "product-list": { to: TO, header: "h", body: "b", catalogId: "1948", sections: [{ title: "t", productRetailerIds: ["a"] }] },
  media: { to: TO, mediaType: "image", mediaUrl: "https://x.example/a.jpg" },
  location: { to: TO, latitude: 1, longitude: 2 },
  contacts: { to: TO, contacts: [{ name: { formatted_name: "A" } }] },
  contact: { to: TO, contact: { name: { formatted_name: "A" } } },
};

describe("send schemas accept their minimal valid body", () => {
  for (const [kind, body] of Object.entries(valid)) {
    it(kind, () => {
      const schema = SEND_INPUTS[kind as keyof typeof SEND_INPUTS];
      expect(problems(schema, body)).toEqual([]);
      expect(problems(schema, { ...body, conversationId: "cv_1" })).toEqual([]);
      expect((schema.parse(body) as { to: string }).to).toBe("15550102030");
    });
  }
});

/** [route, change to the valid body, the field path the 400 must name, message pattern] */
const rejections: [keyof typeof SEND_INPUTS, Record<string, unknown>, string, RegExp][] = [
  ["text", { to: "call me" }, "to", /phone number/],
  ["text", { to: "12" }, "to", /phone number/],
  ["text", { to: undefined }, "to", /string/],
  ["text", { body: x(4097) }, "body", /at most 4096/],
  ["text", { body: "   " }, "body", /required/],
  ["text", { conversationId: "" }, "conversationId", /empty/],
  ["template", { templateName: "Order Update" }, "templateName", /lowercase/],
  ["template", { languageCode: "english" }, "languageCode", /language code/],
  ["template", { components: [{ type: "footer" }] }, "components.0.type", /one of/],
  ["template", { components: [{ type: "button", parameters: [] }] }, "components.0.sub_type", /required/],
  ["template", { components: [{ type: "body", parameters: [{ type: "text" }] }] }, "components.0.parameters.0.text", /required/],
  ["buttons", { buttons: [] }, "buttons", /1 to 3/],
  ["buttons", { buttons: [...rows(4)] }, "buttons", /at most 3/],
  ["buttons", { buttons: [{ id: "a", title: x(21) }] }, "buttons.0.title", /at most 20/],
  ["buttons", { buttons: [{ id: x(257), title: "A" }] }, "buttons.0.id", /at most 256/],
  ["buttons", { buttons: [{ id: "a", title: "A" }, { id: "a", title: "B" }] }, "buttons.1.id", /unique/],
  ["buttons", { buttons: [{ id: "a", title: "A" }, { id: "b", title: "A" }] }, "buttons.1.title", /unique/],
  ["buttons", { body: x(1025) }, "body", /at most 1024/],
  ["buttons", { header: x(61) }, "header", /at most 60/],
  ["buttons", { footer: x(61) }, "footer", /at most 60/],
  ["buttons", { headerImage: `https://x.example/${x(2040)}` }, "headerImage", /at most 2048/],
  ["buttons", { headerImage: "ftp://x.example/a.jpg" }, "headerImage", /http/],
  ["buttons", { header: "h", headerImage: "https://x.example/a.jpg" }, "headerImage", /not both/],
  ["list", { buttonText: x(21) }, "buttonText", /at most 20/],
  ["list", { body: x(4097) }, "body", /at most 4096/],
  ["list", { sections: [] }, "sections", /1 to 10/],
  ["list", { sections: Array.from({ length: 11 }, (_, i) => ({ title: `s${i}`, rows: rows(1, `s${i}`) })) }, "sections", /at most 10 sections/],
  ["list", { sections: [{ title: "a", rows: rows(6, "a") }, { title: "b", rows: rows(5, "b") }] }, "sections", /at most 10 rows/],
  ["list", { sections: [{ rows: [{ id: "1", title: x(25) }] }] }, "sections.0.rows.0.title", /at most 24/],
  ["list", { sections: [{ rows: [{ id: "1", title: "t", description: x(73) }] }] }, "sections.0.rows.0.description", /at most 72/],
  ["list", { sections: [{ rows: [{ id: x(201), title: "t" }] }] }, "sections.0.rows.0.id", /at most 200/],
  ["list", { sections: [{ title: "a", rows: rows(1) }, { title: "b", rows: rows(1) }] }, "sections.1.rows.0.id", /unique/],
  ["list", { sections: [{ title: "a", rows: rows(1, "a") }, { rows: rows(1, "b") }] }, "sections.1.title", /more than one section/],
  ["list", { sections: [{ title: x(25), rows: rows(1) }] }, "sections.0.title", /at most 24/],
  ["list", { sections: [{ title: "a", rows: [] }] }, "sections.0.rows", /at least one/],
  ["cta-url", { displayText: x(21) }, "displayText", /at most 20/],
  ["cta-url", { url: "javascript:alert(1)" }, "url", /http/],
  ["cta-url", { headerImage: "not a url" }, "headerImage", /http/],
  ["location-request", { body: x(1025) }, "body", /at most 1024/],
  ["catalog", { footer: x(61) }, "footer", /at most 60/],
  ["catalog", { thumbnailProductRetailerId: x(101) }, "thumbnailProductRetailerId", /at most 100/],
  ["product", { catalogId: "abc" }, "catalogId", /numeric/],
  ["product", { productRetailerId: "" }, "productRetailerId", /required/],
  ["product-list", { header: undefined }, "header", /required/],
  ["product-list", { sections: [{ title: "t", productRetailerIds: [] }] }, "sections.0.productRetailerIds", /at least one/],
  ["product-list", { sections: [{ productRetailerIds: ["a"] }] }, "sections.0.title", /required/],
  ["product-list", { sections: Array.from({ length: 11 }, (_, i) => ({ title: `s${i}`, productRetailerIds: ["a"] })) }, "sections", /at most 10 sections/],
  ["product-list", { sections: [{ title: "a", productRetailerIds: ids(20, "a") }, { title: "b", productRetailerIds: ids(11, "b") }] }, "sections", /at most 30 products/],
  ["media", { mediaType: "sticker" }, "mediaType", /one of image, video, audio, document/],
  ["media", { mediaUrl: undefined }, "mediaUrl", /required/],
  ["media", { mediaId: "123" }, "mediaId", /not both/],
  ["media", { mediaUrl: "file:///etc/passwd" }, "mediaUrl", /http/],
  ["media", { mediaType: "audio", caption: "hi" }, "caption", /no caption/],
  ["media", { caption: x(1025) }, "caption", /at most 1024/],
  ["media", { filename: "a.pdf" }, "filename", /only document/],
  ["media", { mediaType: "document", filename: "../etc/passwd" }, "filename", /without a path/],
  ["location", { latitude: 91 }, "latitude", /between -90 and 90/],
  ["location", { longitude: -180.5 }, "longitude", /between -180 and 180/],
  ["location", { latitude: "25.2" }, "latitude", /number/],
  ["contacts", { contacts: undefined }, "contacts", /contacts \(an array\) or contact/],
  ["contacts", { contacts: [] }, "contacts", /at least one/],
  ["contacts", { contacts: [{ name: {} }] }, "contacts.0.name.formatted_name", /required/],
  ["contacts", { contacts: [{ name: { formatted_name: "A" }, phones: [{ phone: "1", wa_id: "abc" }] }] }, "contacts.0.phones.0.wa_id", /digits/],
  ["contacts", { contacts: [{ name: { formatted_name: "A" }, emails: [{ email: "nope" }] }] }, "contacts.0.emails.0.email", /email/],
  ["contacts", { contacts: [{ name: { formatted_name: "A" }, birthday: "1990-02-30" }] }, "contacts.0.birthday", /real date/],
  ["contacts", { contacts: [{ name: { formatted_name: "A" }, nickname: "x" }] }, "contacts.0", /nickname/],
  ["contacts", { contacts: Array.from({ length: 21 }, () => ({ name: { formatted_name: "A" } })) }, "contacts", /at most 20/],
  ["contact", { contact: undefined }, "contact", /required/],
  ["contact", { contacts: [{ name: { formatted_name: "B" } }] }, "contact", /exactly one/],
];

describe("send schemas refuse bad input naming the field", () => {
  for (const [kind, change, path, message] of rejections) {
    it(`${kind}: ${path} ${message.source}`, () => {
      const found = problems(SEND_INPUTS[kind], { ...valid[kind], ...change });
      expect(found.map((p) => p.path)).toContain(path);
      expect(found.find((p) => p.path === path)?.message).toMatch(message);
    });
  }
});

describe("edge values the platform accepts", () => {
  it("exactly at the limits", () => {
    expect(problems(SEND_INPUTS.text, { to: TO, body: x(4096) })).toEqual([]);
    expect(problems(SEND_INPUTS.buttons, { to: TO, body: x(1024), header: x(60), footer: x(60), buttons: rows(3).map((r) => ({ id: x(250) + r.id, title: x(18) + r.id })) })).toEqual([]);
    expect(problems(SEND_INPUTS.list, { ...valid.list, sections: [{ title: "a", rows: rows(5, "a") }, { title: "b", rows: rows(5, "b") }] })).toEqual([]);
    expect(problems(SEND_INPUTS["product-list"], { ...valid["product-list"], sections: Array.from({ length: 10 }, (_, i) => ({ title: `s${i}`, productRetailerIds: ids(3, `s${i}`) })) })).toEqual([]);
    expect(problems(SEND_INPUTS.location, { to: TO, latitude: -90, longitude: 180 })).toEqual([]);
  });
});

describe("catalog-card", () => {
  it("needs conversationId, itemType, itemId and language", () => {
    expect(problems(sendCatalogCardInput, {}).map((p) => p.path).sort()).toEqual(["conversationId", "itemId", "itemType", "language"]);
    expect(problems(sendCatalogCardInput, { conversationId: "cv", itemType: "gift", itemId: "p1", language: "fr" })).toEqual([
      { path: "itemType", message: "must be product or service" },
      { path: "language", message: "must be ar or en" },
    ]);
    expect(problems(sendCatalogCardInput, { conversationId: "cv", itemType: "service", itemId: "s1", language: "ar" })).toEqual([]);
  });
});

describe("media upload", () => {
  const png = Buffer.from("\x89PNG fake bytes").toString("base64");
  it("takes a URL or base64 with its MIME type", () => {
    expect(problems(uploadMediaInput, { mediaType: "image", mediaUrl: "https://x.example/a.png" })).toEqual([]);
    expect(problems(uploadMediaInput, { mediaType: "image", base64: png, mimeType: "image/png", filename: "a.png" })).toEqual([]);
    expect(problems(uploadMediaInput, { mediaType: "audio", base64: png, mimeType: "audio/ogg; codecs=opus" })).toEqual([]);
  });

  it.each([
    [{ mediaType: "image" }, "mediaUrl", /required/],
    [{ mediaType: "image", mediaUrl: "https://x.example/a.png", base64: png }, "base64", /not both/],
    [{ mediaType: "image", base64: png }, "mimeType", /required with base64/],
    [{ mediaType: "image", base64: "not base64!", mimeType: "image/png" }, "base64", /base64/],
    [{ mediaType: "image", base64: png, mimeType: "image/gif" }, "mimeType", /image\/jpeg, image\/png/],
    [{ mediaType: "document", mediaUrl: "https://x.example/a", mimeType: "application/x-msdownload" }, "mimeType", /application\/pdf/],
    [{ mediaType: "image", base64: "A".repeat(7_000_000), mimeType: "image/png" }, "base64", /at most 5 MB/],
    [{ mediaType: "gif", mediaUrl: "https://x.example/a" }, "mediaType", /one of/],
    [{ mediaType: "image", mediaUrl: "http://x.example/a", filename: "a/b.png" }, "filename", /without a path/],
  ])("%j is refused on %s", (body, path, message) => {
    const found = problems(uploadMediaInput, body);
    expect(found.find((p) => p.path === path)?.message).toMatch(message);
  });
});
