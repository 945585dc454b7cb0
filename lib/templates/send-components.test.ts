import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/domain/errors";
import { renderTemplateText, templateSendComponents, type TemplateSendInput } from "./send-components";

type T = TemplateSendInput["template"];
const base: T = {
  name: "order_update",
  language: "en_US",
  category: "UTILITY",
  templateType: "STANDARD",
  definition: { headerType: "NONE", bodyText: "Hi {{1}}, order {{2}} ships.", bodyExamples: ["Sara", "#1"], buttons: [], carouselCards: [], authSecurityDisclaimer: true },
  variableMapping: { "1": { type: "contact_field", value: "firstName" }, "2": { type: "static", value: "#42" } },
  headerMediaId: null,
  cardMedia: [],
};
const contact = { firstName: "Sara", phone: "+15550100" };
const tpl = ({ definition, ...over }: Partial<Omit<T, "definition">> & { definition?: Partial<T["definition"]> }): T => ({ ...base, ...over, definition: { ...base.definition, ...definition } });

function conflict(fn: () => unknown) {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).code).toBe("CONFLICT");
    return err as AppError;
  }
  throw new Error("expected a 409");
}

describe("templateSendComponents", () => {
  it("fills the body from the mapping", () => {
    expect(templateSendComponents({ template: base, contact })).toEqual([{ type: "body", parameters: [{ type: "text", text: "Sara" }, { type: "text", text: "#42" }] }]);
  });

  it("lets explicit components win, kind by kind: a given body replaces the mapping, other kinds go beside it", () => {
    const body = { type: "body" as const, parameters: [{ type: "text" as const, text: "Ms Khan" }, { type: "text" as const, text: "#7" }] };
    expect(templateSendComponents({ template: base, contact: {}, components: [body] })).toEqual([body]);
    const button = { type: "button" as const, sub_type: "quick_reply" as const, index: 0, parameters: [{ type: "payload" as const, payload: "yes" }] };
    expect(templateSendComponents({ template: base, contact, components: [button] })).toEqual([{ type: "body", parameters: [{ type: "text", text: "Sara" }, { type: "text", text: "#42" }] }, button]);
  });

  it("attaches the header media by id, else by the stored URL; refuses without either, naming it", () => {
    const image = tpl({ definition: { headerType: "IMAGE" }, headerMediaId: "555" });
    expect(templateSendComponents({ template: image, contact })[0]).toEqual({ type: "header", parameters: [{ type: "image", image: { id: "555" } }] });
    const doc = tpl({ definition: { headerType: "DOCUMENT", headerMediaUrl: "https://cdn.example.com/a.pdf" } });
    expect(templateSendComponents({ template: doc, contact })[0]).toEqual({ type: "header", parameters: [{ type: "document", document: { link: "https://cdn.example.com/a.pdf" } }] });
    const err = conflict(() => templateSendComponents({ template: tpl({ definition: { headerType: "VIDEO" } }), contact }));
    expect(err.message).toContain("video header has no media");
    expect(err.details).toMatchObject({ reason: "template_media_missing", missing: ["header"] });
  });

  it("needs a header component for a text header with a variable, and a button component for a dynamic URL", () => {
    expect(conflict(() => templateSendComponents({ template: tpl({ definition: { headerType: "TEXT", headerText: "Order {{1}}" } }), contact })).details).toMatchObject({ variable: "header.1" });
    const url = tpl({ definition: { buttons: [{ type: "QUICK_REPLY", text: "Hi" }, { type: "URL", text: "Track", url: "https://x.example/t/{{1}}" }] } });
    expect(conflict(() => templateSendComponents({ template: url, contact })).details).toMatchObject({ variable: "buttons.1.url" });
    const given = { type: "button" as const, sub_type: "url" as const, index: 1, parameters: [{ type: "text" as const, text: "1042" }] };
    expect(templateSendComponents({ template: url, contact, components: [given] }).at(-1)).toEqual(given);
  });

  it("adds the coupon code, the offer's expiry, and the one-time code's button", () => {
    const lto = tpl({ templateType: "LIMITED_TIME_OFFER", definition: { bodyText: "Sale now.", ltoExpiration: "2030-01-01T00:00:00Z", ltoCouponCode: "SAVE10", buttons: [{ type: "COPY_CODE", text: "Copy" }] } });
    expect(templateSendComponents({ template: lto, contact })).toEqual([
      { type: "limited_time_offer", parameters: [{ type: "limited_time_offer", limited_time_offer: { expiration_time_ms: Date.parse("2030-01-01T00:00:00Z") } }] },
      { type: "button", sub_type: "copy_code", index: 0, parameters: [{ type: "coupon_code", coupon_code: "SAVE10" }] },
    ]);
    const auth = tpl({ category: "AUTHENTICATION", variableMapping: null, definition: { bodyText: "{{1}} is your verification code.", buttons: [{ type: "OTP", otpType: "COPY_CODE", text: "Copy code" }] } });
    expect(conflict(() => templateSendComponents({ template: auth, contact })).message).toContain("one-time code");
    const code = { type: "body" as const, parameters: [{ type: "text" as const, text: "123456" }] };
    expect(templateSendComponents({ template: auth, contact, components: [code] })).toEqual([{ type: "button", sub_type: "url", index: 0, parameters: [{ type: "text", text: "123456" }] }, code]);
  });

  it("sends carousel card media by index and names the cards without any", () => {
    const card = { bodyText: "Item", bodyExamples: [], buttons: [{ type: "QUICK_REPLY" as const, text: "More" }], headerFormat: "VIDEO" as const };
    const carousel = tpl({ templateType: "CAROUSEL", definition: { bodyText: "Picks", carouselCards: [card, { ...card, headerFormat: "IMAGE", headerMediaUrl: "https://cdn.example.com/2.png" }, card] }, cardMedia: [{ index: 0, mediaId: "10" }] });
    expect(conflict(() => templateSendComponents({ template: carousel, contact })).details).toMatchObject({ missing: ["carouselCards.2"] });
    const full = { ...carousel, cardMedia: [...carousel.cardMedia, { index: 2, mediaId: "30" }] };
    expect(templateSendComponents({ template: full, contact })).toEqual([
      {
        type: "carousel",
        cards: [
          { card_index: 0, components: [{ type: "header", parameters: [{ type: "video", video: { id: "10" } }] }] },
          { card_index: 1, components: [{ type: "header", parameters: [{ type: "image", image: { link: "https://cdn.example.com/2.png" } }] }] },
          { card_index: 2, components: [{ type: "header", parameters: [{ type: "video", video: { id: "30" } }] }] },
        ],
      },
    ]);
  });
});

describe("renderTemplateText", () => {
  it("substitutes the body parameters; authentication texts are the platform's", () => {
    expect(renderTemplateText(base, templateSendComponents({ template: base, contact }))).toBe("Hi Sara, order #42 ships.");
    expect(renderTemplateText({ ...base, category: "AUTHENTICATION" }, [{ type: "body", parameters: [{ type: "text", text: "9876" }] }])).toBe("9876 is your verification code.");
  });
});
