import "server-only";
import { smsSegments } from "./segments";
import { smsCapabilities } from "./capabilities";
import { sandboxSeed } from "../sandbox-seed";
import { randomBytes } from "node:crypto";
import type { z } from "zod";
import { publicUrl } from "@/lib/config/public-url";
import { systemCtx } from "@/lib/domain/context";
import { AppError } from "@/lib/domain/errors";
import { PlatformError } from "@/lib/channels/platform-error";
import { inboxForRoutingId, inboxRow, toStoredConnection } from "../connections";
import type { ChannelPlugin, NormalizedBatch } from "../types";
import { createSmsGatewayClient, smsApiBaseUrl } from "./gateway-client";
import { isInbound, mapInbound, mapStatus, ourNumberOf, phoneOf, type GatewayParams } from "./map-callback";
import { sandboxStatusCallback, SMS_SANDBOX_STATUS_TASK, smsSandboxProvider, type SmsSandboxStatus } from "./sandbox";
import { verifyGatewaySignature } from "./signature";
import { applySmsStopKeywords } from "./stop-keywords";
import { connectSmsInput } from "./schemas";
import { smsToAppError } from "./to-app-error";

const webhookUrl = () => `${publicUrl()}/api/channels/sms/webhook`;

/** The form the gateway posts, as one value per name (it never repeats a name). */
const decodeForm = (raw: string): GatewayParams => Object.fromEntries(new URLSearchParams(raw));

/**
 * SMS through a gateway with the request shape of Twilio's Messages API. Connecting reads the
 * account with the SID and auth token and checks it owns the number; the number routes inbound
 * messages (To) and status callbacks (From). Callbacks are signed with the connection's own
 * auth token over the URL and parameters, so verifying reads the connection first. Customers
 * are phone numbers: a texter is the contact who already has the number.
 */
export const smsPlugin: ChannelPlugin = {
  type: "SMS",
  capabilities: smsCapabilities,
  textPart(text) {
    const segments = smsSegments(text);
    return { summary: { type: "text", text, content: { body: text, encoding: segments.encoding, segments: segments.segments } }, body: (phone) => ({ To: `+${phone}`, Body: text }) };
  },
  mediaParts(media, caption) {
    // MMS: the picture and its text are one message.
    const body = caption ?? "";
    const segments = smsSegments(body);
    return [{ summary: { type: "image", text: body, content: { body, encoding: segments.encoding, segments: segments.segments, media: [{ url: media.url }] } }, body: (phone) => ({ To: `+${phone}`, Body: body, MediaUrl: [media.url] }) }];
  },
  connectInput: connectSmsInput,
  async connect(raw) {
    const input = raw as z.infer<typeof connectSmsInput>;
    const client = createSmsGatewayClient({ baseUrl: smsApiBaseUrl(), accountSid: input.accountSid, authToken: input.authToken });
    let account: Awaited<ReturnType<typeof client.account>>;
    try {
      account = await client.account();
    } catch (err) {
      throw AppError.validation([{ path: "authToken", message: `the gateway refused the account SID or auth token: ${(err as Error).message}`, in: "body" }]);
    }
    const owned = await client.ownedNumber(input.phoneNumber).catch(() => null);
    if (!owned) throw AppError.validation([{ path: "phoneNumber", message: "is not a number of this gateway account", in: "body" }]);
    const identifiers: Record<string, string> = { accountSid: input.accountSid, phoneNumber: input.phoneNumber };
    if (account.friendly_name) identifiers.accountName = account.friendly_name;
    return { identifiers, routingId: input.phoneNumber, accessToken: input.authToken, check: { ok: true, message: "The gateway accepted the credentials and the number", details: { ...identifiers, webhook: webhookUrl() } } };
  },
  sandbox(companyId, nth) {
    // A per-inbox number from the reserved fictional range, routed like a live one.
    const n = [...sandboxSeed(companyId, nth)].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 10_000, 7);
    const phoneNumber = `+1555010${String(n).padStart(4, "0")}`;
    return { identifiers: { accountSid: "ACsandbox", phoneNumber }, routingId: phoneNumber };
  },
  provider(conn) {
    if (conn.mode === "sandbox") return smsSandboxProvider(conn);
    const client = createSmsGatewayClient({ baseUrl: smsApiBaseUrl(), accountSid: conn.identifiers.accountSid, authToken: conn.accessToken ?? "" });
    return {
      async send(body) {
        const params = new URLSearchParams({ To: String(body.To), From: conn.identifiers.phoneNumber, Body: String(body.Body ?? ""), StatusCallback: webhookUrl() });
        for (const url of (body.MediaUrl as string[] | undefined) ?? []) params.append("MediaUrl", url);
        return { platformMessageId: (await client.send(params)).sid };
      },
      async check() {
        try {
          const a = await client.account();
          return { ok: true, message: "The gateway accepted the credentials", details: { accountSid: a.sid, status: a.status ?? null } };
        } catch (err) {
          const e = err as PlatformError;
          return { ok: false, message: e.message ?? "The gateway call failed", details: e.toJSON?.() };
        }
      },
    };
  },
  displayName: (ids) => ids.phoneNumber ?? null,
  webhook: {
    decode: decodeForm,
    async verify(raw, headers, request) {
      const params = decodeForm(raw);
      const number = ourNumberOf(params);
      const inbox = number ? await inboxForRoutingId("SMS", number) : null;
      const row = inbox ? await inboxRow(systemCtx(inbox.companyId, "SMS gateway"), inbox.inboxId) : undefined;
      if (!row || row.mode === "sandbox") return { ok: false, why: "no live SMS connection holds this number" };
      const ok = verifyGatewaySignature(toStoredConnection(row).accessToken, request.url, params, headers.get("x-twilio-signature"));
      return ok ? { ok: true } : { ok: false, why: "X-Twilio-Signature does not match the URL and parameters" };
    },
    parse(body) {
      const p = body as GatewayParams;
      if (!p || typeof p !== "object" || !(p.MessageSid ?? p.SmsSid)) throw AppError.validation([{ path: "MessageSid", message: "is required" }]);
      const batch: NormalizedBatch = { routingId: ourNumberOf(p), messages: [], statuses: [], ignored: 0 };
      if (isInbound(p)) {
        if (!p.From) throw AppError.validation([{ path: "From", message: "is required" }]);
        // A sender that is no phone number (an alphanumeric sender id, a short code) has no contact to land on.
        if (phoneOf(p.From)) batch.messages.push(mapInbound(p));
        else batch.ignored += 1;
      } else {
        const status = mapStatus(p);
        if (status) batch.statuses.push(status);
        else batch.ignored += 1;
      }
      return [batch];
    },
    onStored: applySmsStopKeywords,
  },
  // SMS has no messaging window: a business may text any number (marketing needs consent, which campaigns check).
  window: () => ({ open: true, expiresAt: null, via: "standard", reason: "SMS has no messaging window" }),
  simulatedCallback(routingId, input) {
    const sid = `SM${randomBytes(16).toString("hex")}`;
    return { MessageSid: sid, SmsSid: sid, AccountSid: "ACsandbox", From: `+${phoneOf(input.from)}`, To: routingId, Body: input.text, NumMedia: "0", SmsStatus: "received", ApiVersion: "2010-04-01" } satisfies GatewayParams;
  },
  toAppError: smsToAppError,
  tasks: {
    [SMS_SANDBOX_STATUS_TASK]: async (payload, layer) => {
      await layer.processCallbackBody(sandboxStatusCallback(payload as SmsSandboxStatus));
    },
  },
};
