import { channelFileId, channelFileUrl } from "../files";
import type { HandedFile, NormalizedMessage } from "../types";
import { headerOf, messageIdsIn, platformIdOf } from "./message-ids";
import { cutReply } from "./reply-text";
import { htmlToText, sanitizeEmailHtml } from "./sanitize";
import type { InboundEmail } from "./schemas";

const address = (a: { Email: string; Name?: string }) => ({ email: a.Email.trim().toLowerCase(), name: a.Name?.trim() || null });

/**
 * One inbound email as the shared model's message. What the inbox shows (`text`) is the reply
 * without quoted text and signature; the content keeps the whole message (full text, the HTML
 * sanitised, the addresses, the thread headers) and names the attachments, which are handed to
 * the layer to keep. In-Reply-To and References become replyTo, so an answer to a resolved
 * conversation reopens it.
 */
export function mapInboundEmail(email: InboundEmail, inboxAddress: string): NormalizedMessage {
  const rfcId = messageIdsIn(headerOf(email.Headers, "Message-ID"))[0] ?? email.MessageID;
  const inReplyTo = messageIdsIn(headerOf(email.Headers, "In-Reply-To"));
  const references = messageIdsIn(headerOf(email.Headers, "References"));
  const files: HandedFile[] = [];
  const inline: Record<string, string> = {};
  const attachments = email.Attachments.map((a) => {
    const data = Buffer.from(a.Content, "base64");
    const id = channelFileId(inboxAddress, a.Name, data);
    files.push({ id, name: a.Name || "attachment", mimeType: a.ContentType || "application/octet-stream", data });
    const url = channelFileUrl("EMAIL", id);
    if (a.ContentID) inline[a.ContentID.replace(/^<|>$/g, "")] = url;
    return { id, name: a.Name, mimeType: a.ContentType, size: data.length, url, inline: !!a.ContentID };
  });
  const fullText = email.TextBody || htmlToText(email.HtmlBody);
  const reply = cutReply(email.StrippedTextReply || fullText) || fullText.trim();
  const preview = reply || email.Subject || attachments.map((a) => a.name).join(", ") || "(empty email)";
  const from = address(email.FromFull);
  return {
    from: from.email,
    name: from.name ?? undefined,
    platformMessageId: platformIdOf(inboxAddress, rfcId),
    at: email.Date && !Number.isNaN(Date.parse(email.Date)) ? new Date(email.Date) : new Date(),
    type: reply || email.Subject || !attachments.length ? "text" : attachments.every((a) => a.mimeType.startsWith("image/")) ? "image" : "file",
    text: preview.slice(0, 4096),
    content: {
      subject: email.Subject,
      from,
      to: email.ToFull.map(address),
      cc: email.CcFull.map(address),
      messageId: rfcId,
      inReplyTo: inReplyTo[0] ?? null,
      references,
      body: fullText,
      html: email.HtmlBody ? sanitizeEmailHtml(email.HtmlBody, inline) : null,
      attachments: attachments.filter((a) => !a.inline || !email.HtmlBody),
    },
    events: [],
    countsAsUnread: true,
    replyTo: [...new Set([...inReplyTo, ...references])].map((id) => platformIdOf(inboxAddress, id)),
    files,
  };
}
