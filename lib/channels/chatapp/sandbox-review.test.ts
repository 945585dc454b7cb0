import { describe, expect, it } from "vitest";
import { reviewTemplate } from "./sandbox-review";

const body = (text: string) => [{ type: "BODY", text }];

describe("sandbox template review", () => {
  it.each([
    ["Your order {{1}} has shipped", "APPROVED", "NONE"],
    ["Join now for guaranteed income every week", "REJECTED", "SCAM"],
    ["Congratulations, you have won a car!", "REJECTED", "SCAM"],
    ["Please send us your password to verify", "REJECTED", "SCAM"],
    ["Try our online casino tonight", "REJECTED", "ABUSIVE_CONTENT"],
    ["We guarantee income tax help", "APPROVED", "NONE"],
  ])("%s → %s", (text, status, reason) => {
    expect(reviewTemplate(body(text))).toMatchObject({ status, reason });
  });

  it("reads headers, footers, button labels, offer texts and carousel cards too", () => {
    expect(reviewTemplate([{ type: "HEADER", format: "TEXT", text: "Guaranteed returns" }, ...body("Hi")]).status).toBe("REJECTED");
    expect(reviewTemplate([...body("Hi"), { type: "BUTTONS", buttons: [{ type: "QUICK_REPLY", text: "Claim your prize" }] }]).status).toBe("REJECTED");
    expect(reviewTemplate([...body("Hi"), { type: "LIMITED_TIME_OFFER", limited_time_offer: { text: "Sports betting bonus" } }]).status).toBe("REJECTED");
    expect(reviewTemplate([...body("Hi"), { type: "CAROUSEL", cards: [{ components: [{ type: "BODY", text: "guaranteed profits" }] }] }]).status).toBe("REJECTED");
    expect(reviewTemplate([...body("Hi"), { type: "FOOTER", text: "Reply STOP to opt out" }]).status).toBe("APPROVED");
  });
});
