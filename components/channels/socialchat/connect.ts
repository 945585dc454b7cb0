import { z } from "zod";
import type { LayerChannelConfig } from "../connect-config";
import { accessToken, PAGE_HELP, PAGE_ID, PAGE_TOKEN, platformId, platformUser } from "../graph/connect";

/** Socialchat's connect form: the page and its access token. */
export const socialchatConnect: LayerChannelConfig = {
  channel: "socialchat",
  title: "Socialchat",
  connectNoun: "page",
  connectHelp: PAGE_HELP,
  fields: [PAGE_ID, PAGE_TOKEN],
  schema: z.object({ pageId: platformId("page id"), accessToken }),
  identifiers: [
    { key: "pageName", label: "Page" },
    { key: "pageId", label: "Page ID" },
  ],
  sandboxNote: "The sandbox behaves like the platform: sends are accepted and get delivered and read. Use “Simulate customer” in the inbox to receive messages.",
  simulate: platformUser("Socialchat"),
};
