import { describe, expect, it } from "vitest";
import { matchConsentKeyword, normaliseKeyword } from "./consent-keywords";
import { importConsent } from "./import-rows";

const defaults = { stopKeywords: ["STOP", "UNSUBSCRIBE", "إيقاف", "الغاء الاشتراك"], startKeywords: ["START", "اشتراك"] };

describe("consent keywords", () => {
  it("matches whole texts only, after NFKC, trimming and case", () => {
    expect(normaliseKeyword("  ＳＴＯＰ\t")).toBe("stop");
    expect(matchConsentKeyword(" stop ", defaults)).toEqual({ consent: "OPTED_OUT", keyword: "STOP" });
    expect(matchConsentKeyword("Start", defaults)).toEqual({ consent: "OPTED_IN", keyword: "START" });
    expect(matchConsentKeyword("الغاء   الاشتراك", defaults)).toEqual({ consent: "OPTED_OUT", keyword: "الغاء الاشتراك" });
    expect(matchConsentKeyword("please stop", defaults)).toBeNull();
    expect(matchConsentKeyword(null, defaults)).toBeNull();
    expect(matchConsentKeyword("x".repeat(500), defaults)).toBeNull();
    expect(matchConsentKeyword("both", { stopKeywords: ["both"], startKeywords: ["both"] })?.consent).toBe("OPTED_OUT");
  });

  it("reads import consent cells", () => {
    expect(["OPTED_IN", "opted_in", "yes", "TRUE", "1"].map(importConsent)).toEqual(Array(5).fill("OPTED_IN"));
    expect(["OPTED_OUT", "No", "false", "0"].map(importConsent)).toEqual(Array(4).fill("OPTED_OUT"));
    expect(["maybe", "constructor", "2"].map(importConsent)).toEqual([undefined, undefined, undefined]);
  });
});
