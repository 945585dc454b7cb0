/**
 * RFC 5322 message ids as the platform ids of email messages. The same email may reach two
 * companies (both copied), and platform ids are unique per channel, so each is kept under the
 * address of the inbox that holds it: `support@acme.com/<id>` without angle brackets.
 */
export const platformIdOf = (inboxAddress: string, messageId: string) => `${inboxAddress.toLowerCase()}/${messageId.replace(/^<|>$/g, "").trim()}`;

/** Every `<id>` in a header value (References holds several), without brackets, in order. */
export function messageIdsIn(value: string | undefined | null): string[] {
  return [...(value ?? "").matchAll(/<([^<>\s]+)>/g)].map((m) => m[1]);
}

/** A header of the inbound JSON by name, case-insensitively (mail programs vary the case). */
export const headerOf = (headers: { Name: string; Value: string }[], name: string) => headers.find((h) => h.Name.toLowerCase() === name.toLowerCase())?.Value;

/** The id our reply carries: the stored message's id at the mailbox's domain, so a crash and a retry send the same one. */
export const ourMessageId = (messageId: string, fromAddress: string) => `${messageId}@${fromAddress.split("@")[1] ?? "localhost"}`;

/** "Re: " before a subject that has none (in any case, "RE:", "Re[2]:"), as mail programs reply. */
export const replySubject = (subject: string) => (/^\s*re(\[\d+\])?\s*:/i.test(subject) ? subject.trim() : `Re: ${subject.trim()}`);
