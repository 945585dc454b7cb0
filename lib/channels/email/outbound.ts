import "server-only";
import { and, desc, eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { messages } from "@/db/schema";
import { inCompany } from "@/lib/domain/tenancy";
import type { SendMeta } from "../types";
import { ourMessageId, replySubject } from "./message-ids";

export interface OutboundEmail {
  to: string;
  text: string;
  subject?: string;
}

/** The headers that keep a reply in the customer's thread, from the conversation's latest email that has an id. */
async function threadOf(companyId: string, conversationId: string) {
  const [last] = await getDb()
    .select({ content: messages.content })
    .from(messages)
    .where(inCompany(messages, { companyId }, and(eq(messages.conversationId, conversationId), sql`${messages.content} ->> 'messageId' is not null`)))
    .orderBy(desc(messages.createdAt))
    .limit(1);
  const c = (last?.content ?? {}) as { messageId?: string; references?: string[]; subject?: string };
  return c.messageId ? { inReplyTo: c.messageId, references: [...(c.references ?? []), c.messageId].slice(-20), subject: c.subject ?? "" } : null;
}

/**
 * The message nodemailer sends: from the inbox, threaded under the conversation's last email
 * (In-Reply-To, References, "Re:" its subject) unless a subject is given, with a Message-ID
 * made from our message id, so a retry after a crash is the same email to the customer's
 * mail program. Also what the stored message keeps of it.
 */
export async function composeEmail(from: { address: string; name: string | null }, body: OutboundEmail, meta: SendMeta & { companyId: string }) {
  const thread = await threadOf(meta.companyId, meta.conversationId);
  const subject = body.subject ?? (thread?.subject ? replySubject(thread.subject) : `Message from ${from.name ?? from.address}`);
  const messageId = ourMessageId(meta.messageId, from.address);
  const mail = {
    from: from.name ? { name: from.name, address: from.address } : from.address,
    to: body.to,
    subject,
    text: body.text,
    messageId: `<${messageId}>`,
    ...(thread ? { inReplyTo: `<${thread.inReplyTo}>`, references: thread.references.map((r) => `<${r}>`).join(" ") } : {}),
  };
  const stored = { subject, messageId, inReplyTo: thread?.inReplyTo ?? null, references: thread?.references ?? [], from: { email: from.address, name: from.name }, to: [{ email: body.to, name: null }] };
  return { mail, stored };
}
