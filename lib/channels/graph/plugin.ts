import "server-only";
import { graphPart } from "./send-part";
import type { ChannelCapabilities } from "../capability-types";
import { graphToAppError } from "./to-app-error";
import { z } from "zod";
import { AppError } from "@/lib/domain/errors";
import { verifyHubSignature } from "@/lib/channels/chatapp/messaging/signature";
import type { ChannelType } from "../keys";
import type { ChannelPlugin, ConnectionToStore, NormalizedBatch, StoredConnection, WindowState } from "../types";
import { createGraphMessagingClient } from "./client";
import { mapMessagingEvent, type GraphChannelKey } from "./map-event";
import { env } from "@/lib/config/env";
import { graphSandboxProvider } from "./sandbox";
import { graphCallbackSchema } from "./webhook-schema";

const HOUR = 60 * 60 * 1000;
/** The standard window, and the HUMAN_AGENT tag's (an agent answering a question late). */
const STANDARD_MS = 24 * HOUR;
const HUMAN_AGENT_MS = 7 * 24 * HOUR;

export const platformId = (what: string) =>
  z
    .string({ error: "is required" })
    .trim()
    .min(1, "is required")
    .max(64, "must be at most 64 characters")
    .regex(/^[0-9A-Za-z_-]+$/, `must be the platform's ${what} (digits)`);

export const accessToken = z.string({ error: "is required" }).trim().min(20, "must be the platform's page access token").max(1024, "must be at most 1024 characters");

/**
 * The 24-hour window of the Messenger Platform and Instagram messaging: free-form messages
 * within 24 hours of the customer's last one; with the HUMAN_AGENT tag, within 7 days.
 */
export function graphWindow(lastInboundAt: Date | null, opts: { tag?: string | null } = {}, now = Date.now()): WindowState {
  if (!lastInboundAt) return { open: false, expiresAt: null, via: null, reason: "The customer has never written on this channel; the platform allows messages only as replies" };
  const standard = lastInboundAt.getTime() + STANDARD_MS;
  if (standard > now) return { open: true, expiresAt: new Date(standard).toISOString(), via: "standard", reason: "The customer wrote in the last 24 hours" };
  const human = lastInboundAt.getTime() + HUMAN_AGENT_MS;
  if (opts.tag === "HUMAN_AGENT" && human > now) return { open: true, expiresAt: new Date(human).toISOString(), via: "human_agent", tag: "HUMAN_AGENT", reason: "An agent's reply with the HUMAN_AGENT tag, within 7 days of the customer's last message" };
  return { open: false, expiresAt: new Date(standard).toISOString(), via: null, reason: "More than 24 hours since the customer's last message" };
}

export interface GraphChannelConfig {
  type: ChannelType;
  /** How sends are tagged inside and outside the window (send-part.ts). */
  style: "instagram" | "messenger";
  capabilities: ChannelCapabilities;
  key: GraphChannelKey;
  /** The webhook's `object`: "instagram" or "page". */
  object: string;
  connectInput: z.ZodType<Record<string, unknown>>;
  /** Reads the account with the token and says what to store; throws a 400 naming the field. */
  identify(input: Record<string, unknown>, read: (fields: string) => Promise<Record<string, unknown>>): Promise<Omit<ConnectionToStore, "accessToken" | "check">>;
  /** The account the Send API posts to (the page id). */
  sendAccount(identifiers: Record<string, string>): string;
  checkFields: string;
  /** The user profile fields the platform gives a page (Instagram: name, username; Messenger: first and last name). */
  profileFields: string;
  sandbox(companyId: string, n?: number): { identifiers: Record<string, string>; routingId: string };
  displayName(identifiers: Record<string, string>): string | null;
  midPrefix: string;
  /** The channel's own window rule, when it differs from the standard 24 hours (+ HUMAN_AGENT). */
  window?: ChannelPlugin["window"];
  receipts: { status: "delivered" | "read"; afterMs: number }[];
}

// Each Graph channel's settings, named in full so lib/config/env declares and checks them.
const SETTINGS: Record<GraphChannelKey, () => { baseUrl: string; appSecret?: string; verifyToken?: string }> = {
  photoapp: () => ({ baseUrl: env().PHOTOAPP_API_BASE_URL, appSecret: env().PHOTOAPP_APP_SECRET, verifyToken: env().PHOTOAPP_VERIFY_TOKEN }),
  socialchat: () => ({ baseUrl: env().SOCIALCHAT_API_BASE_URL, appSecret: env().SOCIALCHAT_APP_SECRET, verifyToken: env().SOCIALCHAT_VERIFY_TOKEN }),
};

/** A Graph messaging channel (photoapp, socialchat) as a plug-in: what differs is configuration. */
export function graphPlugin(cfg: GraphChannelConfig): ChannelPlugin {
  const client = (identifiers: Record<string, string>, token: string, opts: { bulk?: boolean } = {}) =>
    createGraphMessagingClient({ baseUrl: SETTINGS[cfg.key]().baseUrl, accessToken: token, accountId: cfg.sendAccount(identifiers), platform: cfg.key, ...opts });

  function describeFailure(err: unknown) {
    const e = err as { message?: string; toJSON?: () => Record<string, unknown> };
    return { ok: false, message: e.message ?? "The platform call failed", details: e.toJSON?.() };
  }

  return {
    type: cfg.type,
    capabilities: cfg.capabilities,
    textPart: (text) => graphPart({ kind: "text", text }, cfg.style),
    // The Graph platforms' attachments take no caption: media, then its text.
    mediaParts: (media, caption) => [graphPart({ kind: "media", mediaType: media.type as "image" | "video" | "audio" | "file", url: media.url }, cfg.style), ...(caption ? [graphPart({ kind: "text", text: caption }, cfg.style)] : [])],
    // Quick replies (at most 13, titles of 20 characters): a tap comes back as a message carrying the choice's id as its payload.
    choicesParts: (m) => [graphPart({ kind: "quick_replies", text: m.text, quickReplies: m.choices.map((c) => ({ title: c.title.slice(0, 20), payload: c.id })) }, cfg.style)],
    choiceOf: (m) => ((m.type === "quick_reply" || m.type === "postback") && typeof m.content.payload === "string" ? m.content.payload : null),
    connectInput: cfg.connectInput,
    async connect(input) {
      const token = String(input.accessToken);
      const read = (fields: string) => client({ pageId: String(input.pageId) }, token).account(fields);
      let identified: Omit<ConnectionToStore, "accessToken" | "check">;
      try {
        identified = await cfg.identify(input, read);
      } catch (err) {
        if (err instanceof AppError) throw err;
        const why = describeFailure(err).message;
        throw AppError.validation([{ path: "accessToken", message: `the platform refused the token or page id: ${why}`, in: "body" }]);
      }
      return { ...identified, accessToken: token, check: { ok: true, message: "The platform accepted the access token", details: { ...identified.identifiers } } };
    },
    sandbox: cfg.sandbox,
    displayName: cfg.displayName,
    provider(conn: StoredConnection) {
      if (conn.mode === "sandbox") return graphSandboxProvider(conn, { platform: cfg.key, object: cfg.object, midPrefix: cfg.midPrefix, receipts: cfg.receipts });
      const api = client(conn.identifiers, conn.accessToken ?? "");
      return {
        send: (body) => api.send(body),
        typing: (recipient) => api.senderAction(recipient, "typing_on"),
        async profile(userId) {
          const p = await api.user(userId, cfg.profileFields);
          const s = (v: unknown) => (typeof v === "string" && v.trim() ? v.trim() : null);
          const first = s(p.first_name);
          const last = s(p.last_name);
          return { name: s(p.name) ?? ([first, last].filter(Boolean).join(" ") || null), firstName: first, lastName: last, username: s(p.username), avatar: s(p.profile_pic) };
        },
        async check() {
          try {
            const info = await api.account(cfg.checkFields);
            return { ok: true, message: "The platform accepted the access token", details: info };
          } catch (err) {
            return describeFailure(err);
          }
        },
      };
    },
    webhook: {
      verify(raw, headers) {
        const ok = verifyHubSignature(raw, headers.get("x-hub-signature-256"), SETTINGS[cfg.key]().appSecret);
        return ok ? { ok: true } : { ok: false, why: "X-Hub-Signature-256 does not match the body" };
      },
      handshakeToken: () => SETTINGS[cfg.key]().verifyToken,
      parse(body) {
        const parsed = graphCallbackSchema.safeParse(body);
        if (!parsed.success) throw AppError.validation(parsed.error.issues.map((i) => ({ path: i.path.join(".") || "body", message: i.message })));
        if (parsed.data.object !== cfg.object) throw AppError.validation([{ path: "object", message: `must be "${cfg.object}" on the ${cfg.key} webhook` }]);
        const batches = new Map<string, NormalizedBatch>();
        for (const entry of parsed.data.entry) {
          const batch = batches.get(entry.id) ?? { routingId: entry.id, messages: [], statuses: [], ignored: 0 };
          batches.set(entry.id, batch);
          for (const event of entry.messaging ?? []) {
            const mapped = mapMessagingEvent(cfg.key, event);
            if (!mapped) batch.ignored += 1;
            else if ("message" in mapped) batch.messages.push(mapped.message);
            else batch.statuses.push(mapped.status);
          }
        }
        return [...batches.values()];
      },
    },
    window: cfg.window ?? graphWindow,
    toAppError: (err) => graphToAppError(err, cfg.key),
    simulatedCallback(routingId, input) {
      const mid = `${cfg.midPrefix}SIM${Date.now()}${Math.random().toString(36).slice(2, 8)}`;
      const message = { mid, text: input.text, ...(input.payload ? { quick_reply: { payload: input.payload } } : {}) };
      return { object: cfg.object, entry: [{ id: routingId, time: Date.now(), messaging: [{ sender: { id: input.from }, recipient: { id: routingId }, timestamp: Date.now(), message }] }] };
    },
  };
}

