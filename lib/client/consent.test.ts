import { describe, expect, it } from "vitest";
import { consentOf, consentSentence, consentSummary } from "./consent";
import { apiQuery, parseView, viewToSearchParams } from "./contact-view";

describe("consent wording", () => {
  const now = new Date("2026-03-04T10:00:00Z").getTime();
  it("says how and when the state changed", () => {
    expect(consentSummary({ state: "OPTED_OUT", source: "KEYWORD", changedAt: "2026-03-04T09:57:00Z" }, now, "stop")).toBe("Unsubscribed by keyword STOP · 3 minutes ago");
    expect(consentSentence({ state: "OPTED_OUT", source: "KEYWORD" })).toBe("Unsubscribed by a keyword reply");
    expect(consentSentence({ state: "OPTED_IN", source: "IMPORT" })).toBe("Subscribed · added by import");
    expect(consentSentence({ state: "OPTED_OUT", source: "DASHBOARD" })).toBe("Unsubscribed in the dashboard");
    expect(consentSentence({ state: "OPTED_IN", source: "API" })).toBe("Subscribed through the API");
  });
  it("reads a contact without consent fields as subscribed by default", () => {
    expect(consentOf({})).toEqual({ state: "OPTED_IN", changedAt: null, source: null });
    expect(consentSummary(consentOf({}), now)).toBe("Subscribed by default");
    expect(consentSentence({ state: "OPTED_OUT", source: null })).toBe("Unsubscribed");
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
