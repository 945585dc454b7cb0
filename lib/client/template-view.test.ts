import { describe, expect, it } from "vitest";
import { missingMedia, parseTemplateView, templateListQuery, templateViewParams } from "./template-view";

describe("templates list view", () => {
  it("reads the filters from the URL, dropping what is not valid", () => {
    const params = new URLSearchParams("status=APPROVED&category=PROMO&language=english&search=%20order%20&page=3");
    expect(parseTemplateView(params)).toEqual({ status: "APPROVED", category: "", language: "", search: "order", page: 3 });
    expect(parseTemplateView(new URLSearchParams("page=-2&language=pt_BR"))).toMatchObject({ page: 1, language: "pt_BR" });
  });

  it("writes only what differs from the defaults, and asks the API for a page", () => {
    const view = { status: "" as const, category: "UTILITY" as const, language: "", search: "ship", page: 1 };
    expect(templateViewParams(view).toString()).toBe("category=UTILITY&search=ship");
    expect(templateListQuery({ ...view, page: 2 })).toBe("category=UTILITY&search=ship&page=2&limit=20");
  });
});

describe("missing media", () => {
  const base = { category: "MARKETING", templateType: "STANDARD", headerType: "IMAGE", headerMediaId: null, carouselCards: [], cardMedia: [] } as const;
  it("names the media header until media is attached", () => {
    expect(missingMedia(base)).toEqual(["the image header"]);
    expect(missingMedia({ ...base, headerMediaId: "med_1" })).toEqual([]);
    expect(missingMedia({ ...base, headerType: "TEXT" })).toEqual([]);
  });

  it("names each carousel card without media", () => {
    const card = { bodyText: "x", bodyExamples: [], buttons: [] };
    expect(missingMedia({ ...base, templateType: "CAROUSEL", headerType: "NONE", carouselCards: [card, card, card], cardMedia: [{ index: 1, mediaId: "m" }] })).toEqual([
      "card 1",
      "card 3",
    ]);
  });
});
