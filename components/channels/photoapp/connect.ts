import { z } from "zod";
import type { LayerChannelConfig } from "../connect-config";
import { accessToken, optionalId, PAGE_HELP, PAGE_ID, PAGE_TOKEN, platformId, platformUser } from "../graph/connect";

/** Photoapp's connect form: the page, optionally the professional account behind it, and a page token. */
export const photoappConnect: LayerChannelConfig = {
  channel: "photoapp",
  title: "Photoapp",
  connectNoun: "account",
  connectHelp: PAGE_HELP,
  fields: [PAGE_ID, { name: "instagramAccountId", label: "Professional account ID", description: "Optional; read from the page when blank", optional: true }, PAGE_TOKEN],
  schema: z.object({ pageId: platformId("page id"), instagramAccountId: optionalId("professional account id"), accessToken }),
  identifiers: [
    { key: "username", label: "Username" },
    { key: "pageId", label: "Page ID" },
    { key: "instagramAccountId", label: "Professional account ID" },
  ],
  sandboxNote:
    "The sandbox behaves like the platform: sends are accepted and get delivered and read; the 24-hour window applies. Use “Simulate customer” in the inbox to receive messages.",
  simulate: platformUser("Photoapp"),
};
