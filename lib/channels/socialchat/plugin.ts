import "server-only";
import { socialchatCapabilities } from "./capabilities";
import { sandboxSeed } from "../sandbox-seed";
import { z } from "zod";
import { UPDATE_TAGS } from "@/lib/channels/socialchat/messaging/send-schemas";
import { accessToken, graphPlugin, graphWindow, platformId } from "../graph/plugin";

export const connectSocialchatInput = z.object({ pageId: platformId("page id"), accessToken }).meta({ id: "ConnectSocialchatInput" });

/** Socialchat: the Messenger Platform, by page id and page access token; callbacks (`object: "page"`) name the page. */
export const socialchatPlugin = graphPlugin({
  type: "SOCIALCHAT",
  capabilities: socialchatCapabilities,
  style: "messenger",
  key: "socialchat",
  object: "page",
  connectInput: connectSocialchatInput,
  async identify(input, read) {
    const page = await read("id,name");
    const identifiers: Record<string, string> = { pageId: String(input.pageId) };
    if (typeof page.name === "string") identifiers.pageName = page.name;
    return { identifiers, routingId: String(input.pageId) };
  },
  sendAccount: (ids) => ids.pageId,
  profileFields: "first_name,last_name,profile_pic",
  checkFields: "id,name",
  sandbox: (companyId, n) => {
    const s = sandboxSeed(companyId, n);
    return { identifiers: { pageId: `sandbox-page-${s}`, pageName: n ? `Your page ${n + 1} (sandbox)` : "Your page (sandbox)" }, routingId: `sandbox-page-${s}` };
  },
  displayName: (ids) => ids.pageName ?? ids.pageId ?? null,
  midPrefix: "m_",
  window(lastInboundAt, opts = {}, now = Date.now()) {
    const standard = graphWindow(lastInboundAt, opts, now);
    if (standard.open || !lastInboundAt || !(UPDATE_TAGS as readonly string[]).includes(opts.tag ?? "")) return standard;
    return { open: true, expiresAt: null, via: "message_tag", tag: opts.tag, reason: `An update with the ${opts.tag} tag, which the platform allows outside the 24-hour window for that purpose only` };
  },
  receipts: [
    { status: "delivered", afterMs: 1000 },
    { status: "read", afterMs: 2500 },
  ],
});
