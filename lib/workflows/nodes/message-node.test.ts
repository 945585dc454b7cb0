import { describe, expect, it } from "vitest";
import { CHANNEL_TYPES } from "@/lib/channels/keys";
import { SEND_CHANNELS, sendMessageNode } from "./message-node";

const parse = (c: Record<string, unknown>) => sendMessageNode.config.safeParse(c);
const problems = (c: Record<string, unknown>) => {
  const r = parse(c);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
};

describe("the send-message node's config", () => {
  it.each([
    ["a text from the channel's default inbox", { channel: "photoapp", kind: "text", text: "Hi {{contact.firstName}}" }],
    ["a text from a named inbox", { channel: "sms", inboxId: "chc_abc", kind: "text", text: "Your code is {{event.code}}" }],
    ["a chatapp template with its variables", { channel: "chatapp", kind: "template", templateName: "order_update", languageCode: "en_US", bodyVariables: ["{{contact.name}}"] }],
    ["a chatapp document", { channel: "chatapp", kind: "media", mediaType: "document", mediaUrl: "https://cdn.example.com/a.pdf", caption: "Your invoice" }],
    ["a botchat photo", { channel: "botchat", kind: "media", mediaType: "photo", mediaUrl: "https://cdn.example.com/a.png" }],
    ["an MMS picture", { channel: "sms", kind: "media", mediaType: "image", mediaUrl: "https://cdn.example.com/a.png" }],
    ["a website chat text", { channel: "webchat", inboxId: null, kind: "text", text: "Hello" }],
  ])("accepts %s", (_, config) => {
    expect(problems(config)).toEqual([]);
  });

  it.each([
    ["a template on a channel without templates", { channel: "socialchat", kind: "template", templateName: "hello", languageCode: "en" }, "kind: socialchat has no message templates: send a text or media"],
    ["a media type the channel does not take", { channel: "botchat", kind: "media", mediaType: "video", mediaUrl: "https://cdn.example.com/a.mp4" }, "mediaType: must be one of photo, document on botchat"],
    ["media on the website chat", { channel: "webchat", kind: "media", mediaType: "image", mediaUrl: "https://cdn.example.com/a.png" }, "mediaType: webchat sends no media from a workflow"],
    ["a plain-http media URL", { channel: "chatapp", kind: "media", mediaType: "image", mediaUrl: "http://cdn.example.com/a.png" }, "mediaUrl: must be an absolute https URL"],
    ["a missing media URL", { channel: "chatapp", kind: "media", mediaType: "image" }, "mediaUrl: is required"],
    ["an empty text", { channel: "chatapp", kind: "text", text: "  " }, "text: is required"],
    ["a text longer than the channel allows", { channel: "photoapp", kind: "text", text: "x".repeat(1001) }, "text: must be at most 1,000 characters on photoapp"],
    ["an unknown channel", { channel: "fax", kind: "text", text: "Hi" }, `channel: must be one of ${SEND_CHANNELS.join(", ")}`],
    ["an unknown kind", { channel: "chatapp", kind: "poll", text: "Hi" }, "kind: must be text, template or media"],
    ["a template without a name", { channel: "chatapp", kind: "template", templateName: "", languageCode: "en" }, "templateName: is required: pick a template"],
  ])("refuses %s, naming the field", (_, config, expected) => {
    expect(problems(config)).toContain(expected);
  });

  it("sends on every channel there is", () => {
    expect(SEND_CHANNELS).toEqual(CHANNEL_TYPES.map((t) => t.toLowerCase()));
  });

  it("offers Sent and Failed", () => {
    expect(sendMessageNode.outputs(undefined).map((h) => h.id)).toEqual(["next", "failed"]);
  });
});
