import type { TemplateButton } from "@/lib/templates/schemas";
import { variableCount } from "@/lib/templates/variables";

/**
 * What a send of a stored template needs from the sender besides the body: the saved mapping
 * covers body variables only, so a header's {{1}} and a link button's dynamic ending are given
 * with each send (the server answers 409 naming them otherwise).
 */
export interface SendTimeInput {
  key: string;
  label: string;
  placeholder: string | null;
  component: (text: string) => { type: "header" | "button"; sub_type?: "url"; index?: number; parameters: { type: "text"; text: string }[] };
}

type Sendable = { headerType: string; headerText?: string | null; headerExample?: string | null; buttons: readonly TemplateButton[] };

export function sendTimeInputs(t: Sendable): SendTimeInput[] {
  const out: SendTimeInput[] = [];
  if (t.headerType === "TEXT" && variableCount(t.headerText) > 0) {
    out.push({
      key: "header",
      label: "Header {{1}}",
      placeholder: t.headerExample ?? null,
      component: (text) => ({ type: "header", parameters: [{ type: "text", text }] }),
    });
  }
  t.buttons.forEach((b, index) => {
    if (b.type !== "URL" || !b.url?.trim().endsWith("{{1}}")) return;
    const base = b.url.trim().slice(0, -5);
    const example = b.urlExample?.startsWith(base) ? b.urlExample.slice(base.length) : null;
    out.push({
      key: `button-${index}`,
      label: `“${b.text ?? "Link"}” link ending`,
      placeholder: example,
      component: (text) => ({ type: "button", sub_type: "url", index, parameters: [{ type: "text", text }] }),
    });
  });
  return out;
}
