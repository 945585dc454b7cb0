import sanitizeHtml from "sanitize-html";

/**
 * An email's HTML as the inbox may show it, made safe on the server: no scripts, styles,
 * forms, frames or event handlers; links open apart and carry no referrer; images only over
 * https or from the message's own attachments (cid:, rewritten to the stored files). What the
 * customer sent is kept only in this form, so no client can render the unsafe original.
 */
export function sanitizeEmailHtml(html: string, inlineFiles: Record<string, string> = {}): string {
  return sanitizeHtml(html, {
    allowedTags: [...sanitizeHtml.defaults.allowedTags, "img", "span", "font", "center"],
    allowedAttributes: {
      a: ["href", "name", "title", "target", "rel"],
      img: ["src", "alt", "title", "width", "height"],
      td: ["colspan", "rowspan", "align", "valign"],
      th: ["colspan", "rowspan", "align", "valign"],
      table: ["width", "cellpadding", "cellspacing", "border"],
      "*": ["dir", "lang"],
    },
    allowedSchemes: ["https", "mailto", "tel"],
    allowedSchemesByTag: { img: ["https", "cid"], a: ["https", "http", "mailto", "tel"] },
    allowProtocolRelative: false,
    transformTags: {
      a: sanitizeHtml.simpleTransform("a", { target: "_blank", rel: "noopener noreferrer nofollow" }),
      img: (tagName, attribs) => {
        const src = attribs.src ?? "";
        if (src.toLowerCase().startsWith("cid:")) {
          const file = inlineFiles[src.slice(4).replace(/^<|>$/g, "")];
          return file ? { tagName, attribs: { ...attribs, src: file } } : { tagName: "span", attribs: {}, text: attribs.alt ?? "" };
        }
        return { tagName, attribs };
      },
    },
    // Same-origin file paths (from cid:) are relative; everything else must be absolute https.
    allowedSchemesAppliedToAttributes: ["href", "cite"],
    exclusiveFilter: (frame) => frame.tag === "img" && !/^(https:\/\/|\/api\/v1\/channels\/)/.test(frame.attribs.src ?? ""),
  });
}

/** The text of an HTML-only email (no text part), for the preview and the reply cut. */
export function htmlToText(html: string): string {
  const broken = html.replace(/<(br|\/p|\/div|\/li|\/tr|\/h[1-6])\b[^>]*>/gi, "\n");
  const text = sanitizeHtml(broken, { allowedTags: [], allowedAttributes: {}, nonTextTags: ["style", "script", "textarea", "option", "noscript", "head", "title"] });
  return text.replace(/&nbsp;/g, " ").replace(/&amp;/g, "&").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/\n{3,}/g, "\n\n").trim();
}
