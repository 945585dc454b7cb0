import { describe, expect, it } from "vitest";
import { botchatPlugin } from "@/lib/channels/botchat/plugin";
import { mapUpdate } from "@/lib/channels/botchat/map-update";
import { botUpdateSchema } from "@/lib/channels/botchat/update-schema";
import { chatappChoiceOf, choicesAsList } from "@/lib/channels/chatapp/choices";
import { mapInboundMessage } from "@/lib/channels/chatapp/messaging/inbound/map-message";
import { buildCloudPayload } from "@/lib/channels/chatapp/messaging/payloads";
import type { ChatappSend } from "@/lib/channels/chatapp/messaging/cloud-types";
import { emailPlugin } from "@/lib/channels/email/plugin";
import { smsPlugin } from "@/lib/channels/sms/plugin";
import { socialchatPlugin } from "@/lib/channels/socialchat/plugin";
import { photoappPlugin } from "@/lib/channels/photoapp/plugin";
import type { WindowState } from "@/lib/channels/types";
import { partsFor } from "@/lib/messaging/port/layer-saga";
import { ratingRequest } from "./request";

const open: WindowState = { open: true, expiresAt: null, via: "standard", reason: "" };
const request = ratingRequest({ surveyId: "csat_S1", language: "en", settings: undefined, link: "https://app.example/csat/TOKEN" });
const ids = [5, 4, 3, 2, 1].map((n) => `csat:csat_S1:${n}`);

describe("each channel's rating request and answer", () => {
  it("chatapp: a list message with five rows (the platform allows only three reply buttons); a row tap names the choice", () => {
    const body = buildCloudPayload(choicesAsList(request, { to: "971500000001" }) as ChatappSend);
    expect(body).toMatchObject({ messaging_product: "whatsapp", to: "971500000001", type: "interactive", interactive: { type: "list", body: { text: request.text }, action: { button: "Rate" } } });
    const rows = (body as unknown as { interactive: { action: { sections: { rows: { id: string; title: string }[] }[] } } }).interactive.action.sections[0].rows;
    expect(rows.map((r) => r.id)).toEqual(ids);
    expect(rows.every((r) => r.title.length <= 24)).toBe(true);
    const tapped = mapInboundMessage({ from: "971500000001", id: "wamid.1", timestamp: "1", type: "interactive", interactive: { type: "list_reply", list_reply: { id: ids[1], title: "★★★★ Good" } } });
    expect(chatappChoiceOf(tapped)).toBe("csat:csat_S1:4");
    const button = mapInboundMessage({ from: "971500000001", id: "wamid.2", timestamp: "1", type: "interactive", interactive: { type: "button_reply", button_reply: { id: ids[0], title: "x" } } });
    expect(chatappChoiceOf(button)).toBe("csat:csat_S1:5");
    expect(chatappChoiceOf(mapInboundMessage({ from: "971500000001", id: "wamid.3", timestamp: "1", type: "text", text: { body: "5" } }))).toBeNull();
  });

  it("botchat: an inline keyboard, one choice a row; the callback query's data names the choice", () => {
    const [part] = partsFor(botchatPlugin, request);
    const body = part.body("512300001", open) as { method: string; reply_markup: { inline_keyboard: { text: string; callback_data: string }[][] } };
    expect(body.method).toBe("sendMessage");
    expect(body.reply_markup.inline_keyboard.map((row) => row.map((b) => b.callback_data))).toEqual(ids.map((id) => [id]));
    const chat = { id: 512300001, type: "private", first_name: "Lina" };
    const mapped = mapUpdate(botUpdateSchema.parse({ update_id: 1, callback_query: { id: "77", from: { id: 512300001, is_bot: false, first_name: "Lina" }, message: { message_id: 9, chat, date: 1, text: "…" }, chat_instance: "c", data: ids[4] } }))!;
    expect(botchatPlugin.choiceOf!(mapped)).toBe("csat:csat_S1:1");
  });

  it("socialchat and photoapp: quick replies; the tapped reply's payload names the choice", () => {
    for (const plugin of [socialchatPlugin, photoappPlugin]) {
      const [part] = partsFor(plugin, request);
      const body = part.body("2001", open) as { message: { text: string; quick_replies: { content_type: string; title: string; payload: string }[] } };
      expect(body.message.text).toBe(request.text);
      expect(body.message.quick_replies.map((q) => q.payload)).toEqual(ids);
      expect(body.message.quick_replies.every((q) => q.content_type === "text" && q.title.length <= 20)).toBe(true);
      const [batch] = plugin.webhook.parse!(plugin.simulatedCallback("page-1", { from: "2001", text: "★★★ Okay", payload: ids[2] }));
      expect(plugin.choiceOf!(batch.messages[0])).toBe("csat:csat_S1:3");
    }
  });

  it("SMS: no buttons, the question with 'reply 1 to 5'", () => {
    expect(smsPlugin.choicesParts).toBeUndefined();
    const [part] = partsFor(smsPlugin, request);
    expect(part.summary).toMatchObject({ type: "text", text: "How would you rate the help you received?\nReply with a number from 1 (terrible) to 5 (excellent)." });
  });

  it("email: the question with the public page's link", () => {
    const [part] = partsFor(emailPlugin, request);
    expect(part.summary.text).toBe("How would you rate the help you received?\n\nhttps://app.example/csat/TOKEN");
  });
});
