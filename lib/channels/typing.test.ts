import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeBotApi, type FakeBotApi } from "@/lib/testing/fake-bot-api";
import { startFakeCloudApi, type FakeCloudApi } from "@/lib/testing/fake-cloud-api";
import { startFakeGraphApi, type FakeGraphApi } from "@/lib/testing/fake-graph-api";
import { botchatPlugin } from "./botchat/plugin";
import { chatappPlugin } from "./chatapp/plugin";
import { socialchatPlugin } from "./socialchat/plugin";
import type { StoredConnection } from "./types";

/**
 * The live inbox's typing indicator reaches the customer in each platform's own call (issue
 * 30), checked against fakes that speak the platforms' request shapes.
 */
let bot: FakeBotApi;
let graph: FakeGraphApi;
let cloud: FakeCloudApi;
const saved = { ...process.env };

const live = (channel: StoredConnection["channel"], identifiers: Record<string, string>, accessToken: string): StoredConnection => ({ id: "inb_test", companyId: "co_test", channel, mode: "live", status: "connected", routingId: null, identifiers, accessToken });

beforeAll(async () => {
  [bot, graph, cloud] = await Promise.all([startFakeBotApi(), startFakeGraphApi(), startFakeCloudApi()]);
  bot.addBot({ id: 7001, token: "7001:bot-token", username: "acme_bot", firstName: "Acme" });
  graph.addPage({ id: "page-1", token: "page-token" });
  process.env.BOTCHAT_API_BASE_URL = bot.baseUrl;
  process.env.SOCIALCHAT_API_BASE_URL = graph.baseUrl;
  process.env.CHATAPP_API_BASE_URL = cloud.baseUrl;
});
afterAll(async () => {
  process.env = saved;
  await Promise.all([bot.close(), graph.close(), cloud.close()]);
});

describe("an agent's typing shown to the customer", () => {
  it("botchat: the Bot API's sendChatAction with action typing", async () => {
    await botchatPlugin.provider(live("BOTCHAT", { botId: "7001" }, "7001:bot-token")).typing!("55501", { lastInboundPlatformMessageId: null });
    expect(bot.requests.at(-1)).toMatchObject({ method: "sendChatAction", body: { chat_id: 55501, action: "typing" } });
  });

  it("socialchat: the Send API's typing_on sender action to the customer", async () => {
    await socialchatPlugin.provider(live("SOCIALCHAT", { pageId: "page-1" }, "page-token")).typing!("psid-42", { lastInboundPlatformMessageId: null });
    const sent = graph.requests.at(-1)!;
    expect(sent.path).toMatch(/\/page-1\/messages$/);
    expect(sent.json).toEqual({ recipient: { id: "psid-42" }, sender_action: "typing_on" });
  });

  it("chatapp: the customer's last message marked read with the typing indicator; nothing without one", async () => {
    const provider = chatappPlugin.provider(live("CHATAPP", { phoneNumberId: cloud.phoneNumberId, wabaId: "waba-1" }, cloud.accessToken));
    const before = cloud.requests.length;
    await provider.typing!("971501234567", { lastInboundPlatformMessageId: null });
    expect(cloud.requests.length).toBe(before);
    await provider.typing!("971501234567", { lastInboundPlatformMessageId: "wamid.IN1" });
    expect(cloud.requests.at(-1)).toMatchObject({ method: "POST", json: { messaging_product: "whatsapp", status: "read", message_id: "wamid.IN1", typing_indicator: { type: "text" } } });
  });
});
