import { text, url, whole } from "./kinds";
import { group, setting } from "./setting";

/** The Graph API version the Cloud API (chatapp) and the Messenger Platform (photoapp, socialchat) are spoken at. */
export const GRAPH_API_BASE_URL = "https://graph.facebook.com/v21.0";

const secret = { secret: "value" } as const;

export const channelVars = group("Channels", {
  CHATAPP_APP_SECRET: setting(text().optional(), "the platform app's secret: `X-Hub-Signature-256` of chatapp callbacks is checked with it; unset, every callback is refused (401)", secret),
  CHATAPP_VERIFY_TOKEN: setting(text().optional(), "answers the platform's `hub.challenge` handshake at `GET /api/channels/chatapp/webhook`", secret),
  CHATAPP_API_BASE_URL: setting(url().default(GRAPH_API_BASE_URL), "the Cloud API base for live chatapp connections (tests point it at a fake)"),
  CHATAPP_APP_ID: setting(text().optional(), "the platform app whose resumable upload takes template media samples (`upload-for-template` on live connections)"),
  CHATAPP_INLINE_MAX: setting(
    whole(0).default(256),
    "callbacks a web process holds for processing before answering (stored together, a batch at a time); beyond it they are stored in the inbox and answered `queued` (a worker drains it)",
  ),
  PHOTOAPP_APP_SECRET: setting(text().optional(), "checks `X-Hub-Signature-256` on `POST /api/channels/photoapp/webhook`; unset refuses every callback", secret),
  PHOTOAPP_VERIFY_TOKEN: setting(text().optional(), "answers the `hub.challenge` handshake of that webhook", secret),
  PHOTOAPP_API_BASE_URL: setting(url().default(GRAPH_API_BASE_URL), "the Graph API base for live photoapp connections"),
  SOCIALCHAT_APP_SECRET: setting(text().optional(), "checks `X-Hub-Signature-256` on `POST /api/channels/socialchat/webhook`; unset refuses every callback", secret),
  SOCIALCHAT_VERIFY_TOKEN: setting(text().optional(), "answers the `hub.challenge` handshake of that webhook", secret),
  SOCIALCHAT_API_BASE_URL: setting(url().default(GRAPH_API_BASE_URL), "the Graph API base for live socialchat connections"),
  BOTCHAT_API_BASE_URL: setting(url().default("https://api.telegram.org"), "the Bot API base for live botchat connections (tests point it at a fake)"),
  SMS_API_BASE_URL: setting(url().default("https://api.twilio.com"), "the SMS gateway's REST API base (Twilio's Messages API shape) for live SMS connections"),
});
