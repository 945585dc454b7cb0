import "server-only";
import { randomBytes } from "node:crypto";
import { publicUrl } from "@/lib/config/public-url";
import { systemCtx } from "@/lib/domain/context";
import { AppError } from "@/lib/domain/errors";
import { normaliseAddress } from "../address";
import { inboxForRoutingId, inboxRow, toStoredConnection } from "../connections";
import { sandboxSeed } from "../sandbox-seed";
import type { ChannelPlugin } from "../types";
import { emailCapabilities } from "./capabilities";
import { inboundAuthorised, openSecrets, sealableSecrets } from "./secrets";
import { mapInboundEmail } from "./map-inbound";
import { emailProvider, smtpSettingsOf } from "./provider";
import { connectEmailInput, inboundEmailSchema, type ConnectEmailInput, type InboundEmail } from "./schemas";
import { emailToAppError } from "./to-app-error";
import { smtpError, withSmtp } from "./transport";

const webhookPath = "/api/channels/email/webhook";

/** The inbound-parse webhook an inbox's mail service posts to (Postmark: Servers → Inbound → Webhook URL), with basic auth added by the admin. */
export const inboundWebhookUrl = (address: string) => `${publicUrl()}${webhookPath}?inbox=${encodeURIComponent(address)}`;

/**
 * Which inbox an inbound email is for: the `inbox` the webhook URL names, else the address it
 * was delivered to (OriginalRecipient), else its first To; lower case, as addresses route.
 */
function inboxAddressOf(email: Partial<InboundEmail>, url?: string): string {
  const named = url ? new URL(url).searchParams.get("inbox") : null;
  return (named ?? email.OriginalRecipient ?? email.ToFull?.[0]?.Email ?? "").trim().toLowerCase();
}

/**
 * Email, the seventh channel: replies go out over the inbox's SMTP server (nodemailer) and
 * inbound mail comes in through an inbound-parse webhook in Postmark's JSON format, protected
 * by a per-inbox password. Customers are their addresses; replies thread by Message-ID,
 * In-Reply-To and References; the inbox shows the reply without quoted text, the HTML
 * sanitised, the attachments kept. The sandbox composes and stores emails without a server.
 */
export const emailPlugin: ChannelPlugin = {
  type: "EMAIL",
  capabilities: emailCapabilities,
  textPart(text, opts) {
    return { summary: { type: "text", text, content: { body: text, ...(opts?.subject ? { subject: opts.subject } : {}) } }, body: (to) => ({ to, text, ...(opts?.subject ? { subject: opts.subject } : {}) }) };
  },
  // An email's answer is a click: the question with the page's link (a reply by mail would thread into a new conversation).
  choicesParts(m) {
    const text = m.link ? `${m.text}\n\n${m.link}` : m.fallback;
    return [emailPlugin.textPart(text)];
  },
  connectInput: connectEmailInput,
  async connect(raw) {
    const input = raw as ConnectEmailInput;
    try {
      await withSmtp(smtpSettingsOf({ smtpHost: input.smtpHost, smtpPort: String(input.smtpPort), smtpSecurity: input.smtpSecurity, smtpUser: input.smtpUser }, input.smtpPassword), (t) => t.verify());
    } catch (err) {
      const e = smtpError(err);
      const path = e.code === "EAUTH" || e.httpStatus === 401 ? "smtpPassword" : "smtpHost";
      throw AppError.validation([{ path, message: `the mail server refused: ${e.message}`, in: "body" }]);
    }
    const identifiers: Record<string, string> = { address: input.address, smtpHost: input.smtpHost, smtpPort: String(input.smtpPort), smtpSecurity: input.smtpSecurity, smtpUser: input.smtpUser };
    if (input.fromName) identifiers.fromName = input.fromName;
    return {
      identifiers,
      routingId: input.address,
      accessToken: sealableSecrets({ smtpPassword: input.smtpPassword, inboundPassword: input.inboundPassword }),
      check: {
        ok: true,
        message: "The mail server accepted the SMTP user and password",
        details: { address: input.address, smtpHost: input.smtpHost, inboundWebhookUrl: inboundWebhookUrl(input.address), inboundAuth: "HTTP basic auth with the inbound password (any user name), or ?token=<inbound password>" },
      },
    };
  },
  sandbox(companyId, nth) {
    // A per-inbox address at a reserved domain, routed like a live one.
    const tag = [...sandboxSeed(companyId, nth)].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 1_000_000, 7);
    const address = `support-${String(tag).padStart(6, "0")}@example.com`;
    return { identifiers: { address }, routingId: address };
  },
  provider: emailProvider,
  displayName: (ids) => ids.address ?? null,
  webhook: {
    // Postmark's inbound limit is 35 MB of email; its JSON carries attachments in base64.
    maxBytes: 50 * 1024 * 1024,
    async verify(raw, headers, request) {
      let email: Partial<InboundEmail>;
      try {
        email = JSON.parse(raw) as Partial<InboundEmail>;
      } catch {
        return { ok: false, why: "the body is not JSON" };
      }
      const address = inboxAddressOf(email, request.url);
      const inbox = address ? await inboxForRoutingId("EMAIL", address) : null;
      const row = inbox ? await inboxRow(systemCtx(inbox.companyId, "Inbound email"), inbox.inboxId) : undefined;
      if (!row || row.mode === "sandbox") return { ok: false, why: "no live email inbox has this address" };
      const secret = openSecrets(toStoredConnection(row).accessToken).inboundPassword;
      return inboundAuthorised(secret, headers, request.url) ? { ok: true } : { ok: false, why: "the webhook's password (basic auth or token) does not match the inbox's inbound password" };
    },
    parse(body, _headers, request) {
      const parsed = inboundEmailSchema.safeParse(body);
      if (!parsed.success) throw AppError.validation(parsed.error.issues.map((i) => ({ path: i.path.join(".") || "body", message: i.message })));
      const address = inboxAddressOf(parsed.data, request?.url);
      if (!normaliseAddress("email", parsed.data.FromFull.Email)) return [{ routingId: address, messages: [], statuses: [], ignored: 1 }];
      return [{ routingId: address, messages: [mapInboundEmail(parsed.data, address)], statuses: [], ignored: 0 }];
    },
  },
  window: () => ({ open: true, expiresAt: null, via: "standard", reason: "Email has no messaging window" }),
  simulatedCallback(routingId, input) {
    const from = normaliseAddress("email", input.from);
    if (!from) throw AppError.validation([{ path: "from", message: "must be an email address on email", in: "body" }]);
    const id = `sim-${randomBytes(12).toString("hex")}@example.net`;
    return {
      FromFull: { Email: from, Name: input.name ?? "" },
      ToFull: [{ Email: routingId, Name: "" }],
      OriginalRecipient: routingId,
      Subject: input.subject ?? "Question",
      MessageID: id,
      Date: new Date().toUTCString(),
      TextBody: input.text,
      HtmlBody: "",
      Headers: [{ Name: "Message-ID", Value: `<${id}>` }],
      Attachments: [],
    } satisfies Partial<InboundEmail>;
  },
  toAppError: emailToAppError,
};
