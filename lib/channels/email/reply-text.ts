/**
 * The part of an email the customer wrote now: the quoted earlier messages and the signature
 * cut, as Chatwoot and Front show a reply. The full text and HTML stay in the message's
 * content. Written here rather than taken from email-reply-parser, whose current release
 * needs Node 22 (stack.md).
 */

// "On Tue, 3 Mar 2026 at 10:00, Ana <ana@example.com> wrote:" and its translations; mail
// programs wrap the line, so a header may span two lines.
const QUOTE_HEADERS = [
  /^on\b[\s\S]{0,300}\bwrote:?$/i,
  /^am\b[\s\S]{0,300}\bschrieb\b[\s\S]{0,80}:$/i,
  /^le\b[\s\S]{0,300}\ba écrit\s?:$/i,
  /^el\b[\s\S]{0,300}\bescribió:?$/i,
  /^[\s\S]{0,300}\sكتب:?$/,
  /^-{2,}\s*(original message|forwarded message|ursprüngliche nachricht|message d'origine)\s*-{2,}$/i,
  /^_{20,}$/,
];
// Outlook quotes with a header block: "From: …" then "Sent: …" or "Date: …".
const OUTLOOK_FROM = /^\*?(from|de|von|من)\s?:\*?\s/i;
const OUTLOOK_NEXT = /^\*?(sent|date|envoyé|gesendet|to|à|an|subject)\s?:\*?\s/i;
const SIGNATURE = [/^-- ?$/, /^sent from my \w+/i, /^get outlook for /i, /^envoyé de mon /i, /^von meinem \w+ gesendet/i];

const WRAPPED_HEADER_START = /^(on|am|le|el)\s/i;
const isQuoteHeader = (line: string) => QUOTE_HEADERS.some((re) => re.test(line));

export function cutReply(text: string): string {
  const lines = text.replace(/\r\n?/g, "\n").split("\n");
  let end = lines.length;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i].trim();
    const twoLines = `${line} ${lines[i + 1]?.trim() ?? ""}`;
    if (isQuoteHeader(line) || (WRAPPED_HEADER_START.test(line) && isQuoteHeader(twoLines))) {
      end = i;
      break;
    }
    if (OUTLOOK_FROM.test(line) && OUTLOOK_NEXT.test(lines[i + 1]?.trim() ?? "")) {
      end = i;
      break;
    }
    if (SIGNATURE.some((re) => re.test(line))) {
      end = i;
      break;
    }
  }
  const kept = lines.slice(0, end);
  // Quoted lines ("> …") at the end are the earlier message, interleaved ones are kept.
  while (kept.length && (/^\s*>/.test(kept[kept.length - 1]) || !kept[kept.length - 1].trim())) kept.pop();
  return kept.join("\n").trim();
}
