import "server-only";
import { buildCloudPayload, summarizeForStorage } from "@/lib/channels/chatapp/messaging/payloads";
import { chatappCapabilities } from "./capabilities";
import { CloudApiError } from "@/lib/channels/graph/cloud-api-error";
import { toAppError } from "@/lib/channels/chatapp/messaging/to-app-error";
import { AppError } from "@/lib/domain/errors";
import { callbackSchema } from "@/lib/channels/chatapp/messaging/inbound/callback-schema";
import { acceptCallback } from "@/lib/channels/chatapp/messaging/inbound/inbox";
import type { CloudMessageBody } from "@/lib/channels/chatapp/messaging/cloud-types";
import { verifyHubSignature } from "@/lib/channels/chatapp/messaging/signature";
import { connectChatappInput, type ConnectChatappInput } from "../schemas";
import type { ChannelPlugin } from "../types";
import { chatappConnectionOf, type ChatappConnection } from "./connection";
import { liveProvider } from "./live-provider";
import { providerFor } from "./provider";
import { simulateChatappCustomer, simulatedCustomerCallback } from "./sandbox-callbacks";
import { sandboxIdentifiers } from "./sandbox-connection";
import { chatappSaga } from "./send-saga";
import { chatappChoiceOf } from "./choices";
import { chatappWindow } from "./window";
import { env } from "@/lib/config/env";

/**
 * Chatapp (the Cloud API of the WhatsApp-style platform) on the channel layer: connections,
 * the webhook, the sandbox and the window go through the layer like every channel's. Its
 * customers are keyed by phone number and its callbacks also carry template reviews and
 * quality ratings, so it takes callbacks in itself (inbound/inbox.ts: stored before the
 * answer, a durable inbox beyond what a process handles inline); its typed sends (templates,
 * media, interactive, products) keep their own routes under /api/v1/chatapp.
 */
export const chatappPlugin: ChannelPlugin = {
  type: "CHATAPP",
  capabilities: chatappCapabilities,
  textPart(text) {
    const send = { kind: "text" as const, input: { to: "", body: text } };
    return { summary: summarizeForStorage(send), body: (to) => ({ ...buildCloudPayload(send), to }) };
  },
  saga: chatappSaga,
  choiceOf: chatappChoiceOf,
  connectInput: connectChatappInput,
  async connect(raw) {
    const input = raw as ConnectChatappInput;
    const candidate: ChatappConnection = { id: "", companyId: "", mode: "live", status: "connected", phoneNumberId: input.phoneNumberId, wabaId: input.wabaId, displayPhoneNumber: input.displayPhoneNumber ?? null, catalogId: input.catalogId ?? null, accessToken: input.accessToken };
    // A cheap phone-number read with the token: a wrong token or id is a 400 now, not failed sends later.
    const check = await liveProvider(candidate).check();
    if (!check.ok) throw AppError.validation([{ path: "accessToken", message: `the platform refused the token or phone-number id: ${check.message}`, in: "body" }]);
    const identifiers: Record<string, string> = { phoneNumberId: input.phoneNumberId, wabaId: input.wabaId };
    const display = input.displayPhoneNumber ?? (typeof check.details?.displayPhoneNumber === "string" ? check.details.displayPhoneNumber : undefined);
    if (display) identifiers.displayPhoneNumber = display;
    if (input.catalogId) identifiers.catalogId = input.catalogId;
    return { identifiers, routingId: input.phoneNumberId, accessToken: input.accessToken, check };
  },
  sandbox(companyId, n) {
    const identifiers = sandboxIdentifiers(companyId, n);
    return { identifiers, routingId: identifiers.phoneNumberId };
  },
  provider(conn) {
    const p = providerFor(chatappConnectionOf(conn));
    return {
      send: async (body) => ({ platformMessageId: (await p.sendMessage(body as unknown as CloudMessageBody)).platformMessageId }),
      check: () => p.check(),
      typing: async (_to, { lastInboundPlatformMessageId }) => {
        if (lastInboundPlatformMessageId) await p.markRead(lastInboundPlatformMessageId, { typing: true });
      },
      afterAccepted: p.afterAccepted && ((tx, sent) => p.afterAccepted!(tx, [{ platformMessageId: sent.platformMessageId, to: sent.recipient }])),
    };
  },
  displayName: (ids) => ids.displayPhoneNumber ?? ids.phoneNumberId ?? null,
  webhook: {
    verify(raw, headers) {
      return verifyHubSignature(raw, headers.get("x-hub-signature-256"), env().CHATAPP_APP_SECRET) ? { ok: true } : { ok: false, why: "X-Hub-Signature-256 does not match the body" };
    },
    handshakeToken: () => env().CHATAPP_VERIFY_TOKEN,
    async accept(body, raw) {
      const parsed = callbackSchema.safeParse(body);
      if (!parsed.success) throw AppError.validation(parsed.error.issues.map((i) => ({ path: i.path.join(".") || "body", message: i.message })));
      return acceptCallback(parsed.data, raw);
    },
    simulate: simulateChatappCustomer,
  },
  window: chatappWindow,
  simulatedCallback: (routingId, input) => simulatedCustomerCallback(routingId, input),
  toAppError: (err) => toAppError(CloudApiError.fromGraph(err)),
};
