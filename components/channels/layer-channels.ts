import { z } from "zod";
import type { LayerChannel } from "@/lib/client/types";

/** A field of the connect dialog; `optional` fields left blank are not sent. */
export interface LayerField {
  name: string;
  label: string;
  description?: string;
  optional?: boolean;
  secret?: boolean;
}

/** What differs between the channels on the shared layer: their connect fields and wording. */
export interface LayerChannelConfig {
  channel: LayerChannel;
  title: string;
  /** "Connect live {connectNoun}" */
  connectNoun: string;
  fields: LayerField[];
  schema: z.ZodType<Record<string, string | undefined>, Record<string, string | undefined>>;
  /** The public ids shown on the card, in order (from the connection's identifiers). */
  identifiers: { key: string; label: string }[];
  sandboxNote: string;
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

export const LAYER_CHANNELS: Record<LayerChannel, LayerChannelConfig> = {
  photoapp: {
    channel: "photoapp",
    title: "Photoapp",
    connectNoun: "account",
    fields: [PAGE_ID, { name: "instagramAccountId", label: "Professional account ID", description: "Optional; read from the page when blank", optional: true }, TOKEN],
    schema: z.object({ pageId: platformId("page id"), instagramAccountId: optionalId("professional account id"), accessToken }),
    identifiers: [
      { key: "username", label: "Username" },
      { key: "pageId", label: "Page ID" },
      { key: "instagramAccountId", label: "Professional account ID" },
    ],
    sandboxNote:
      "The sandbox behaves like the platform: sends are accepted and get delivered and read; the 24-hour window applies. Use “Simulate customer” in the inbox to receive messages.",
  },
  socialchat: {
    channel: "socialchat",
    title: "Socialchat",
    connectNoun: "page",
    fields: [PAGE_ID, TOKEN],
    schema: z.object({ pageId: platformId("page id"), accessToken }),
    identifiers: [
      { key: "pageName", label: "Page" },
      { key: "pageId", label: "Page ID" },
    ],
    sandboxNote: "The sandbox behaves like the platform: sends are accepted and get delivered and read. Use “Simulate customer” in the inbox to receive messages.",
  },
};

export const isLayerChannel = (channel: string): channel is LayerChannel => channel in LAYER_CHANNELS;

/** Blank optional fields are left out of the body. */
export function withoutBlanks(values: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).filter((e): e is [string, string] => typeof e[1] === "string" && e[1] !== ""));
}
