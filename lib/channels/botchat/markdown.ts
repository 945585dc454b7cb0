/** MarkdownV2's special characters: outside an entity each must be escaped with a backslash. */
const SPECIAL = /[_*[\]()~`>#+\-=|{}.!\\]/g;

export const escapeMarkdownV2 = (text: string) => text.replace(SPECIAL, (c) => `\\${c}`);

// The subset agents write: **bold** or *bold*, _italic_, `code`, [text](https://…).
const ENTITY = /\*\*([^*\n]+)\*\*|\*([^*\n]+)\*|_([^_\n]+)_|`([^`\n]+)`|\[([^\]\n]+)\]\((https?:\/\/[^)\s]+)\)/g;

/**
 * An agent's simple markdown as the Bot API's MarkdownV2: the entities it knows are kept, and
 * every other special character is escaped (an unescaped "." or "!" makes the platform refuse
 * the whole message). Inside code only ` and \ are escaped; inside a link's URL, ) and \.
 */
export function toMarkdownV2(text: string): string {
  let out = "";
  let last = 0;
  for (const m of text.matchAll(ENTITY)) {
    out += escapeMarkdownV2(text.slice(last, m.index));
    const [, bold2, bold1, italic, code, label, url] = m;
    if (bold2 ?? bold1) out += `*${escapeMarkdownV2(bold2 ?? bold1)}*`;
    else if (italic) out += `_${escapeMarkdownV2(italic)}_`;
    else if (code) out += `\`${code.replace(/[`\\]/g, (c) => `\\${c}`)}\``;
    else out += `[${escapeMarkdownV2(label)}](${url.replace(/[)\\]/g, (c) => `\\${c}`)})`;
    last = m.index + m[0].length;
  }
  return out + escapeMarkdownV2(text.slice(last));
}
