import { describe, expect, it } from "vitest";
import { mapMessagingEvent } from "./map-event";
import { graphSendBody } from "./payloads";
import { messagingEvent } from "./webhook-schema";

const at = 1_764_000_000_000;
const ev = (e: Record<string, unknown>) => messagingEvent.parse({ sender: { id: "u1" }, recipient: { id: "acct" }, timestamp: at, ...e });

describe("mapping messaging events", () => {
  it("text, quick replies and story replies carry their channel's events", () => {
    expect(mapMessagingEvent("photoapp", ev({ message: { mid: "m1", text: "hi" } }))).toEqual({
      message: { from: "u1", at: new Date(at), platformMessageId: "m1", type: "text", text: "hi", content: { text: "hi" }, events: ["photoapp.message.received"], countsAsUnread: true },
    });
    expect(mapMessagingEvent("socialchat", ev({ message: { mid: "m2", text: "Shoes", quick_reply: { payload: "S" } } }))).toMatchObject({ message: { type: "quick_reply", content: { payload: "S" }, events: ["socialchat.button.clicked"] } });
    expect(mapMessagingEvent("photoapp", ev({ message: { mid: "m3", text: "wow", reply_to: { story: { id: "9", url: "https://x/s" } } } }))).toMatchObject({ message: { type: "story_reply", events: ["photoapp.story.reply"] } });
  });

  it("socialchat audio is a voice message and its postbacks are template replies", () => {
    expect(mapMessagingEvent("socialchat", ev({ message: { mid: "m4", attachments: [{ type: "audio", payload: { url: "https://x/a" } }] } }))).toMatchObject({ message: { type: "audio", events: ["socialchat.voice.received"] } });
    expect(mapMessagingEvent("socialchat", ev({ postback: { title: "Buy", payload: "BUY" } }))).toMatchObject({ message: { type: "postback", platformMessageId: `postback.u1.${at}`, events: ["socialchat.button.clicked", "socialchat.template.reply"] } });
  });

  it("reactions do not make the conversation unread and get an id from the event", () => {
    const r = mapMessagingEvent("photoapp", ev({ reaction: { mid: "m1", action: "react", reaction: "love", emoji: "❤️" } }));
    expect(r).toMatchObject({ message: { type: "reaction", countsAsUnread: false, platformMessageId: `reaction.m1.u1.react.${at}` } });
  });

  it("receipts by id or watermark; echoes are ignored", () => {
    expect(mapMessagingEvent("photoapp", ev({ read: { mid: "m9" } }))).toEqual({ status: { recipient: "u1", status: "read", platformMessageIds: ["m9"], watermark: null, at: new Date(at) } });
    expect(mapMessagingEvent("socialchat", ev({ delivery: { watermark: at } }))).toMatchObject({ status: { status: "delivered", platformMessageIds: [], watermark: new Date(at) } });
    expect(mapMessagingEvent("photoapp", ev({ message: { mid: "m5", text: "ours", is_echo: true } }))).toBeNull();
  });
});

describe("Send API bodies", () => {
  it("puts the tag and messaging type only where asked", () => {
    expect(graphSendBody("u1", { kind: "text", text: "hi" })).toEqual({ recipient: { id: "u1" }, message: { text: "hi" } });
    expect(graphSendBody("u1", { kind: "text", text: "hi" }, { messagingType: "MESSAGE_TAG", tag: "HUMAN_AGENT" })).toEqual({ recipient: { id: "u1" }, messaging_type: "MESSAGE_TAG", tag: "HUMAN_AGENT", message: { text: "hi" } });
  });

  it("leaves optional element fields out rather than sending nulls", () => {
    expect(graphSendBody("u1", { kind: "generic", elements: [{ title: "A", subtitle: null, image_url: null, default_action: null, buttons: [] }] })).toEqual({
      recipient: { id: "u1" },
      message: { attachment: { type: "template", payload: { template_type: "generic", elements: [{ title: "A" }] } } },
    });
  });
});

