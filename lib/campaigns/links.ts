import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import type { Template, TrackedLink } from "@/db/schema";
import { publicUrl } from "@/lib/config/public-url";
import { authSecret } from "@/lib/config/secrets";
import type { TemplateComponent } from "@/lib/channels/chatapp/messaging/template-components";

/** This service's link address, which a template's URL button must use to be tracked. */
export const linkBase = () => `${publicUrl()}/r/`;

type Button = { type: string; text: string; url?: string };

/**
 * A URL button can be tracked when its template URL is `<APP_URL>/r/{{1}}`: the platform
 * fixes the URL at review, and only the suffix varies per message. The campaign names where
 * the button leads (a button component with that index and the destination as its text); each
 * message then carries a per-recipient token in its place.
 */
export function trackedLinks(template: Pick<Template, "definition">, components: TemplateComponent[] | null) {
  const links: TrackedLink[] = [];
  const untracked: { index: number; text: string; reason: string }[] = [];
  ((template.definition.buttons ?? []) as Button[]).forEach((b, index) => {
    if (b.type !== "URL") return;
    const url = b.url?.trim() ?? "";
    if (!url.startsWith(linkBase()) || !url.endsWith("{{1}}")) {
      untracked.push({ index, text: b.text, reason: `Its URL (${url}) is not this service's link address ${linkBase()}{{1}}, so clicks go straight to the site` });
      return;
    }
    const given = components?.find((c) => c.type === "button" && Number(c.index) === index);
    const dest = given?.parameters?.[0] && typeof given.parameters[0].text === "string" ? given.parameters[0].text : null;
    if (!dest || !/^https?:\/\//.test(dest)) {
      untracked.push({ index, text: b.text, reason: "The campaign gives no destination URL for it (a button component with its index and the URL as text)" });
      return;
    }
    links.push({ index, text: b.text, url: dest });
  });
  return { links, untracked };
}

const sign = (body: string) => createHmac("sha256", authSecret()).update(`campaign-link:${body}`).digest("base64url").slice(0, 16);

/** `<recipient id>.<button index>.<signature>`: short, and unguessable for other recipients. */
export function linkToken(recipientId: string, index: number): string {
  const body = `${recipientId}.${index}`;
  return `${body}.${sign(body)}`;
}

export function readLinkToken(token: string): { recipientId: string; index: number } | null {
  const m = /^(rcp_[A-Za-z0-9]{1,40})\.(\d{1,2})\.([A-Za-z0-9_-]{16})$/.exec(token);
  if (!m) return null;
  const expected = Buffer.from(sign(`${m[1]}.${m[2]}`));
  const given = Buffer.from(m[3]);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return { recipientId: m[1], index: Number(m[2]) };
}

/** The send's components with each tracked button's destination swapped for the recipient's token. */
export function withLinkTokens(components: TemplateComponent[], links: TrackedLink[], recipientId: string): TemplateComponent[] {
  if (!links.length) return components;
  return components.map((c) => {
    if (c.type !== "button" || !links.some((l) => l.index === Number(c.index))) return c;
    return { ...c, parameters: [{ type: "text", text: linkToken(recipientId, Number(c.index)) }] } as TemplateComponent;
  });
}
