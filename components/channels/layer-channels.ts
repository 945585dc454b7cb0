import { z } from "zod";
import { connectBotchatInput } from "@/lib/channels/botchat/schemas";
import { connectChatappInput } from "@/lib/channels/schemas";
import { connectSmsInput } from "@/lib/channels/sms/schemas";
import type { ConnectableChannel } from "@/lib/client/types";
import { phoneSchema } from "@/lib/contacts/schemas";

/** A field of the connect dialog; `optional` fields left blank are not sent. */
export interface LayerField {
  name: string;
  label: string;
  description?: string;
  optional?: boolean;
  secret?: boolean;
  /** A phone number rather than a platform id (the keyboard and autofill differ). */
  tel?: boolean;
  placeholder?: string;
}

/** The sandbox's simulated customer: who they are on the channel, and how the panel says it. */
export interface SimulateConfig {
  fromLabel: string;
  from: z.ZodType<string, string>;
  /** A believable customer for the form's first value. */
  sampleFrom: () => string;
  tel?: boolean;
  textMax: number;
  intro: string;
  /** A second way to write: tapping one of our buttons, sent as the inbound simulator's `payload`. */
  tap?: { label: string; description: string };
}

/** What differs between the channels on the shared layer: their connect fields, sandbox simulation and wording. */
export interface LayerChannelConfig {
  channel: ConnectableChannel;
  title: string;
  /** "Connect live {connectNoun}" */
  connectNoun: string;
  /** The connect dialog's description: what to bring from the platform. */
  connectHelp: string;
  fields: LayerField[];
  schema: z.ZodType<Record<string, string | undefined>, Record<string, string | undefined>>;
  /** The public ids shown on the card, in order (from the connection's identifiers). */
  identifiers: { key: string; label: string }[];
  sandboxNote: string;
  simulate: SimulateConfig;
}

const platformId = (what: string) =>
  z
    .string()
    .trim()
    .min(1, "is required")
    .max(64, "must be at most 64 characters")
    .regex(/^[0-9A-Za-z_-]+$/, `must be the platform's ${what} (digits)`);
const optionalId = (what: string) => z.literal("").or(platformId(what)).optional();
const accessToken = z.string().trim().min(20, "must be the platform's access token").max(1024, "must be at most 1024 characters");

const PAGE_ID: LayerField = { name: "pageId", label: "Page ID", description: "The business page the account is linked to" };
const TOKEN: LayerField = { name: "accessToken", label: "Page access token", secret: true };
const PAGE_HELP = "The page id and a page access token from your business platform account. The token is checked with the platform, stored encrypted and never shown again.";

/** A 16-digit platform user id like the ones the Graph platforms give, different each time. */
const sampleUserId = () => `1784140${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;
const platformUser = (title: string): SimulateConfig => ({
  fromLabel: "Customer user ID",
  from: z.string().trim().min(1, "is required").max(64, "must be at most 64 characters").regex(/^[0-9A-Za-z_-]+$/, "must be a platform user id (digits)"),
  sampleFrom: sampleUserId,
  textMax: 1000,
  intro: `Sends a message to your sandbox ${title.toLowerCase()} account as this customer would from the app.`,
});

export const LAYER_CHANNELS: Record<ConnectableChannel, LayerChannelConfig> = {
  chatapp: {
    channel: "chatapp",
    title: "Chatapp",
    connectNoun: "number",
    connectHelp: "The ids and a permanent access token from your business platform account. The token is checked with the platform, stored encrypted and never shown again.",
    fields: [
      { name: "phoneNumberId", label: "Phone-number ID" },
      { name: "wabaId", label: "WABA ID", description: "WhatsApp Business Account" },
      { name: "displayPhoneNumber", label: "Display number", description: "Optional; read from the platform when blank", optional: true, tel: true, placeholder: "+971 50 123 4567" },
      { name: "catalogId", label: "Catalog ID", description: "Optional, for product messages", optional: true },
      { name: "accessToken", label: "Access token", secret: true },
    ],
    // The route's schema, except that blank optional fields mean "none" (they are then not sent).
    schema: connectChatappInput.extend({
      displayPhoneNumber: z.literal("").or(z.string().trim().max(40, "must be at most 40 characters")).optional(),
      catalogId: z.literal("").or(connectChatappInput.shape.catalogId),
    }) as unknown as LayerChannelConfig["schema"],
    identifiers: [
      { key: "displayPhoneNumber", label: "Display number" },
      { key: "phoneNumberId", label: "Phone-number ID" },
      { key: "wabaId", label: "WABA ID" },
      { key: "catalogId", label: "Catalog ID" },
    ],
    sandboxNote:
      "The sandbox behaves like the platform: sends are accepted and get sent, delivered and read; numbers ending in 0000 fail as undeliverable; templates are approved after a short review. Use “Simulate customer” in the inbox to receive messages.",
    simulate: {
      fromLabel: "Customer phone",
      from: phoneSchema,
      sampleFrom: () => "+1 555 010 2030",
      tel: true,
      textMax: 4096,
      intro: "Sends a message to your sandbox number as this customer would from their phone.",
    },
  },
  photoapp: {
    channel: "photoapp",
    title: "Photoapp",
    connectNoun: "account",
    connectHelp: PAGE_HELP,
    fields: [PAGE_ID, { name: "instagramAccountId", label: "Professional account ID", description: "Optional; read from the page when blank", optional: true }, TOKEN],
    schema: z.object({ pageId: platformId("page id"), instagramAccountId: optionalId("professional account id"), accessToken }),
    identifiers: [
      { key: "username", label: "Username" },
      { key: "pageId", label: "Page ID" },
      { key: "instagramAccountId", label: "Professional account ID" },
    ],
    sandboxNote:
      "The sandbox behaves like the platform: sends are accepted and get delivered and read; the 24-hour window applies. Use “Simulate customer” in the inbox to receive messages.",
    simulate: platformUser("Photoapp"),
  },
  socialchat: {
    channel: "socialchat",
    title: "Socialchat",
    connectNoun: "page",
    connectHelp: PAGE_HELP,
    fields: [PAGE_ID, TOKEN],
    schema: z.object({ pageId: platformId("page id"), accessToken }),
    identifiers: [
      { key: "pageName", label: "Page" },
      { key: "pageId", label: "Page ID" },
    ],
    sandboxNote: "The sandbox behaves like the platform: sends are accepted and get delivered and read. Use “Simulate customer” in the inbox to receive messages.",
    simulate: platformUser("Socialchat"),
  },
  botchat: {
    channel: "botchat",
    title: "Botchat",
    connectNoun: "bot",
    connectHelp:
      "The token the platform's bot father gave you for the bot (/newbot, or /token for an existing bot). The service checks it, registers its webhook for the bot, and stores the token encrypted; it is never shown again.",
    fields: [{ name: "botToken", label: "Bot token", secret: true, description: "Looks like 123456789:AAE… (digits, a colon, then the secret part)" }],
    schema: connectBotchatInput as unknown as LayerChannelConfig["schema"],
    identifiers: [
      { key: "username", label: "Username" },
      { key: "name", label: "Bot name" },
      { key: "botId", label: "Bot ID" },
    ],
    sandboxNote:
      "The sandbox behaves like the platform: sends are accepted, and the bot only writes to customers who started a chat. Use “Simulate customer” in the inbox to start one (try /start promo) or tap a button.",
    simulate: {
      fromLabel: "Customer chat ID",
      from: z.string().trim().min(1, "is required").max(20, "must be at most 20 digits").regex(/^\d+$/, "must be the customer's chat id (digits)"),
      sampleFrom: () => `5123${String(Math.floor(Math.random() * 1e5)).padStart(5, "0")}`,
      textMax: 4096,
      intro: "Writes to your sandbox bot as this customer would from the app: a text, or a command like /start promo.",
      tap: { label: "Tapped button data", description: "Optional: sends a tap on an inline button carrying this data instead of a message" },
    },
  },
  sms: {
    channel: "sms",
    title: "SMS",
    connectNoun: "number",
    connectHelp:
      "The account SID and auth token from your SMS gateway console's account dashboard, and one of the account's numbers (Phone numbers → Active numbers). The service checks them with the gateway, stores the token encrypted (it is never shown again) and sends each message with a status callback to this service, so delivery and failures come back on their own.",
    fields: [
      { name: "accountSid", label: "Account SID", description: "Starts with AC, then 32 hex digits" },
      { name: "authToken", label: "Auth token", secret: true },
      { name: "phoneNumber", label: "Phone number", description: "The account's number customers text, in E.164 (+, country code and number, no spaces)", tel: true, placeholder: "+14155550100" },
    ],
    schema: connectSmsInput as unknown as LayerChannelConfig["schema"],
    identifiers: [
      { key: "phoneNumber", label: "Number" },
      { key: "accountName", label: "Account" },
      { key: "accountSid", label: "Account SID" },
    ],
    sandboxNote:
      "The sandbox behaves like the gateway: sends are accepted and reported delivered a second later; numbers ending in 0000 come back undelivered (unreachable handset). A customer texting STOP or START changes their marketing consent. Use “Simulate customer” in the inbox to receive texts.",
    simulate: {
      fromLabel: "Customer phone",
      from: phoneSchema,
      sampleFrom: () => `+1 555 010 ${String(Math.floor(1000 + Math.random() * 8999))}`,
      tel: true,
      textMax: 1600,
      intro: "Texts your sandbox number as this customer would from their phone.",
    },
  },
};

/** The channel's name inside a sentence: "Connect botchat", but "Connect SMS" (an acronym keeps its capitals). */
export const titleInSentence = (config: LayerChannelConfig) => (config.title === config.title.toUpperCase() ? config.title : config.title.toLowerCase());

/** Whether the dashboard can connect (and simulate customers on) a channel: those on the layer. */
export const isConnectable = (channel: string): channel is ConnectableChannel => channel in LAYER_CHANNELS;

/** Blank optional fields are left out of the body. */
export function withoutBlanks(values: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).filter((e): e is [string, string] => typeof e[1] === "string" && e[1] !== ""));
}
