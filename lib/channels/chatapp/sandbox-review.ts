import type { CloudObject } from "@/lib/templates/components";

/**
 * The sandbox reviewer's rules: what the platform's review obviously refuses. A template
 * whose texts contain one of these is REJECTED with the platform's reason code; everything
 * else (it already passed our linter) is APPROVED.
 */
const TRIGGERS: { pattern: RegExp; reason: string; why: string }[] = [
  { pattern: /\bguaranteed\s+(income|returns?|profits?|earnings|winnings)\b/i, reason: "SCAM", why: "promises guaranteed income or returns" },
  { pattern: /\b(you('ve| have)\s+won|lottery\s+winner|claim\s+your\s+prize)\b/i, reason: "SCAM", why: "announces a prize the customer did not enter for" },
  { pattern: /\b(send|share)\s+(us\s+)?your\s+(password|pin|card\s+number|cvv)\b/i, reason: "SCAM", why: "asks for credentials or card details" },
  { pattern: /\b(online\s+casino|sports\s+betting|gambling)\b/i, reason: "ABUSIVE_CONTENT", why: "promotes gambling" },
  { pattern: /\b(buy|order)\s+(cheap\s+)?(weapons?|firearms?|ammunition|cigarettes|vapes?)\b/i, reason: "ABUSIVE_CONTENT", why: "sells a restricted product" },
];

export interface ReviewDecision {
  status: "APPROVED" | "REJECTED";
  reason: string;
  /** Plain words for the rejection (kept with the status history). */
  detail?: string;
}

/** Every text a reviewer reads: header, body, footer, button labels and card bodies. */
function textsOf(components: CloudObject[]): string[] {
  const out: string[] = [];
  for (const c of components) {
    if (typeof c.text === "string") out.push(c.text);
    if (Array.isArray(c.buttons)) for (const b of c.buttons as CloudObject[]) if (typeof b.text === "string") out.push(b.text);
    if (Array.isArray(c.cards)) for (const card of c.cards as { components?: CloudObject[] }[]) out.push(...textsOf(card.components ?? []));
    const lto = c.limited_time_offer as { text?: unknown } | undefined;
    if (typeof lto?.text === "string") out.push(lto.text);
  }
  return out;
}

export function reviewTemplate(components: CloudObject[]): ReviewDecision {
  const all = textsOf(components).join("\n");
  for (const t of TRIGGERS) if (t.pattern.test(all)) return { status: "REJECTED", reason: t.reason, detail: `The template ${t.why}` };
  return { status: "APPROVED", reason: "NONE" };
}
