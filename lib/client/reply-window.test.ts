import { describe, expect, it } from "vitest";
import { availableTags, replyWindowFrom } from "./reply-window";

const now = new Date("2025-03-10T12:00:00Z").getTime();
// A channel with the update tags (socialchat today) and one with HUMAN_AGENT alone (photoapp).
const withUpdates = { updateTags: true };
const humanOnly = { updateTags: false };
const hoursAgo = (h: number) => new Date(now - h * 3_600_000).toISOString();

describe("replyWindowFrom", () => {
  it("is open for 24 hours after the last inbound message", () => {
    const w = replyWindowFrom(hoursAgo(2), now);
    expect(w.open).toBe(true);
    expect(w.expiresAt).toBe(hoursAgo(-22));
    expect(availableTags(w, withUpdates)).toEqual([]);
  });
  it("offers HUMAN_AGENT (and, where the channel has them, the update tags) between 24 hours and 7 days", () => {
    const w = replyWindowFrom(hoursAgo(30), now);
    expect(w.open).toBe(false);
    expect(w.humanAgent.open).toBe(true);
    expect(availableTags(w, humanOnly)).toEqual(["HUMAN_AGENT"]);
    expect(availableTags(w, withUpdates)).toEqual(["HUMAN_AGENT", "ACCOUNT_UPDATE", "CONFIRMED_EVENT_UPDATE", "POST_PURCHASE_UPDATE"]);
  });
  it("after 7 days only the update tags remain, and nothing before the customer writes", () => {
    expect(availableTags(replyWindowFrom(hoursAgo(24 * 8), now), withUpdates)).toEqual(["ACCOUNT_UPDATE", "CONFIRMED_EVENT_UPDATE", "POST_PURCHASE_UPDATE"]);
    expect(availableTags(replyWindowFrom(hoursAgo(24 * 8), now), humanOnly)).toEqual([]);
    expect(availableTags(replyWindowFrom(null, now), withUpdates)).toEqual([]);
  });
});
