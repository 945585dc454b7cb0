import { describe, expect, it } from "vitest";
import { consentHow, consentOf } from "./consent";
import { apiQuery, parseView, viewToSearchParams } from "./contact-view";

describe("consent wording", () => {
  it("says how the state came about", () => {
    expect(consentHow("OPTED_OUT", "KEYWORD", "stop")).toBe("by keyword STOP");
    expect(consentHow("OPTED_OUT", "KEYWORD")).toBe("by a keyword reply");
    expect(consentHow("OPTED_IN", "IMPORT")).toBe("added by import");
    expect(consentHow("OPTED_OUT", "IMPORT")).toBe("by a CSV import");
    expect(consentHow("OPTED_OUT", "DASHBOARD")).toBe("in the dashboard");
    expect(consentHow("OPTED_IN", "API")).toBe("through the API");
    expect(consentHow("OPTED_IN", "INBOUND")).toBe("from a message they sent");
  });
  it("reads a contact without consent fields as subscribed by default", () => {
    expect(consentOf({})).toEqual({ state: "OPTED_IN", changedAt: null, source: null });
    expect(consentHow("OPTED_IN", null)).toBe("by default");
    expect(consentHow("OPTED_OUT", null)).toBe("");
  });
});

describe("the consent filter in the URL", () => {
  it("keeps one state and asks the API with the same name", () => {
    const view = parseView(new URLSearchParams("marketingConsent=OPTED_OUT"));
    expect(view.marketingConsent).toBe("OPTED_OUT");
    expect(viewToSearchParams(view).get("marketingConsent")).toBe("OPTED_OUT");
    expect(new URLSearchParams(apiQuery(view, { paging: true })).get("marketingConsent")).toBe("OPTED_OUT");
  });
  it("drops values that are not a single known state", () => {
    expect(parseView(new URLSearchParams("marketingConsent=MAYBE")).marketingConsent).toBeUndefined();
    expect(parseView(new URLSearchParams("marketingConsent=OPTED_IN,OPTED_OUT")).marketingConsent).toBeUndefined();
  });
});
