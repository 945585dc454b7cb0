import { describe, expect, it } from "vitest";
import { mapUpdate } from "./map-update";
import { escapeMarkdownV2, toMarkdownV2 } from "./markdown";
import { botchatRequest } from "./payloads";
import { botUpdateSchema } from "./update-schema";

const chat = { id: 512300001, type: "private", first_name: "Lina" };
const from = { id: 512300001, is_bot: false, first_name: "Lina", last_name: "Saad" };
const update = (u: Record<string, unknown>) => botUpdateSchema.parse({ update_id: 1, ...u });

describe("MarkdownV2", () => {
  it("escapes every special character outside entities", () => {
    expect(escapeMarkdownV2("Order #1042 (paid) - total: 12.50! [a] {b} ~c~ |d| >e =f +g _h_ *i* `j` \\k")).toBe(
      "Order \\#1042 \\(paid\\) \\- total: 12\\.50\\! \\[a\\] \\{b\\} \\~c\\~ \\|d\\| \\>e \\=f \\+g \\_h\\_ \\*i\\* \\`j\\` \\\\k",
    );
  });

  it("keeps bold, italic, code and links, escaping inside them as the platform requires", () => {
    expect(toMarkdownV2("Hi **Lina**, your order _#1042_ ships. Code: `A\\B-1` — track at [our site.](https://ex.com/t?a=1)")).toBe(
      "Hi *Lina*, your order _\\#1042_ ships\\. Code: `A\\\\B-1` — track at [our site\\.](https://ex.com/t?a=1)",
    );
    expect(toMarkdownV2("*bold* and a lone * star.")).toBe("*bold* and a lone \\* star\\.");
  });
});

describe("updates as inbound messages", () => {
  it("a text, a /start with its deep-link payload, a photo and a location", () => {
    expect(mapUpdate(update({ message: { message_id: 7, from, chat, date: 1_790_000_000, text: "Hello" } }))).toMatchObject({
      from: "512300001",
      name: "Lina Saad",
      platformMessageId: "512300001:7",
      type: "text",
      text: "Hello",
      events: ["botchat.message.received"],
    });
    const start = mapUpdate(update({ message: { message_id: 8, from, chat, date: 1, text: "/start ref-42", entities: [{ type: "bot_command", offset: 0, length: 6 }] } }));
    expect(start).toMatchObject({ type: "command", content: { command: "start", payload: "ref-42" }, events: ["botchat.command.received"] });
    const photo = mapUpdate(update({ message: { message_id: 9, from, chat, date: 1, caption: "this one", photo: [{ file_id: "small", width: 90 }, { file_id: "large", width: 1280 }] } }));
    expect(photo).toMatchObject({ type: "image", text: "this one", content: { fileId: "large", width: 1280 }, events: ["botchat.media.received"] });
    expect(mapUpdate(update({ message: { message_id: 10, from, chat, date: 1, location: { latitude: 25.2, longitude: 55.27 } } }))).toMatchObject({ type: "location", events: ["botchat.location.received"] });
  });

  it("an edit is its own message naming the one it changes; a tapped button is the customer's choice", () => {
    expect(mapUpdate(update({ edited_message: { message_id: 7, from, chat, date: 1, edit_date: 1_790_000_100, text: "Hello again" } }))).toMatchObject({
      platformMessageId: "512300001:7:edit:1790000100",
      type: "edited",
      text: "Hello again",
      content: { editedMessageId: "512300001:7", editedType: "text" },
    });
    expect(mapUpdate(update({ callback_query: { id: "4382", from, message: { message_id: 11, chat }, data: "size:42" } }))).toMatchObject({
      platformMessageId: "callback:4382",
      type: "button",
      text: "size:42",
      content: { data: "size:42", callbackQueryId: "4382", messageId: "512300001:11" },
      events: ["botchat.button.clicked"],
    });
  });

  it("ignores group chats and other bots", () => {
    expect(mapUpdate(update({ message: { message_id: 1, from, chat: { id: -100, type: "supergroup", title: "Team" }, date: 1, text: "hi" } }))).toBeNull();
    expect(mapUpdate(update({ message: { message_id: 1, from: { ...from, is_bot: true }, chat, date: 1, text: "hi" } }))).toBeNull();
  });
});

describe("Bot API requests", () => {
  it("plain text goes without parse_mode; markdown as MarkdownV2; keyboards as reply_markup", () => {
    expect(botchatRequest("512300001", { text: "Total: 12.50!" })).toEqual({ method: "sendMessage", chat_id: "512300001", text: "Total: 12.50!" });
    expect(botchatRequest("512300001", { text: "**Total**: 12.50!", format: "markdown", keyboard: { inline: [[{ text: "Pay", data: "pay:1042" }, { text: "Site", url: "https://ex.com" }]] } })).toEqual({
      method: "sendMessage",
      chat_id: "512300001",
      text: "*Total*: 12\\.50\\!",
      parse_mode: "MarkdownV2",
      reply_markup: { inline_keyboard: [[{ text: "Pay", callback_data: "pay:1042" }, { text: "Site", url: "https://ex.com" }]] },
    });
    expect(botchatRequest("512300001", { media: { type: "document", url: "https://ex.com/i.pdf" }, text: "Invoice", keyboard: { reply: { rows: [["Yes", "No"]], oneTime: true } } })).toEqual({
      method: "sendDocument",
      chat_id: "512300001",
      document: "https://ex.com/i.pdf",
      caption: "Invoice",
      reply_markup: { keyboard: [[{ text: "Yes" }, { text: "No" }]], resize_keyboard: true, one_time_keyboard: true },
    });
  });
});
