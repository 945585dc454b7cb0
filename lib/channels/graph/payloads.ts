// Send API request bodies, exactly as the Messenger Platform and Instagram messaging take them.
// The service's inputs (camelCase, spec 4.6) map here and nowhere else.

export type GraphButton = { type: "web_url" | "postback"; title: string; url?: string | null; payload?: string | null };
export type GraphElement = { title: string; subtitle?: string | null; image_url?: string | null; default_action?: { type?: string; url: string } | null; buttons?: GraphButton[] };

/** A button as the platform takes it: web_url buttons carry a url, postback buttons a payload. */
export function graphButton(b: GraphButton) {
  return b.type === "web_url" ? { type: "web_url", url: b.url, title: b.title } : { type: "postback", title: b.title, payload: b.payload };
}

export function graphElement(e: GraphElement) {
  return {
    title: e.title,
    ...(e.subtitle ? { subtitle: e.subtitle } : {}),
    ...(e.image_url ? { image_url: e.image_url } : {}),
    ...(e.default_action ? { default_action: { type: "web_url", url: e.default_action.url } } : {}),
    ...(e.buttons?.length ? { buttons: e.buttons.map(graphButton) } : {}),
  };
}

export type GraphMessage =
  | { kind: "text"; text: string }
  | { kind: "media"; mediaType: "image" | "video" | "audio" | "file"; url: string }
  | { kind: "quick_replies"; text: string; quickReplies: { title: string; payload: string }[] }
  | { kind: "generic"; elements: GraphElement[] }
  | { kind: "buttons"; text: string; buttons: GraphButton[] }
  | { kind: "media_template"; mediaType: "image" | "video"; url: string; buttons: GraphButton[] };

const template = (payload: Record<string, unknown>) => ({ attachment: { type: "template", payload } });

/** The `message` object of a Send API body. */
export function graphMessageObject(m: GraphMessage): Record<string, unknown> {
  switch (m.kind) {
    case "text":
      return { text: m.text };
    case "media":
      return { attachment: { type: m.mediaType, payload: { url: m.url } } };
    case "quick_replies":
      return { text: m.text, quick_replies: m.quickReplies.map((q) => ({ content_type: "text", title: q.title, payload: q.payload })) };
    case "generic":
      return template({ template_type: "generic", elements: m.elements.map(graphElement) });
    case "buttons":
      return template({ template_type: "button", text: m.text, buttons: m.buttons.map(graphButton) });
    case "media_template":
      return template({ template_type: "media", elements: [{ media_type: m.mediaType, url: m.url, ...(m.buttons.length ? { buttons: m.buttons.map(graphButton) } : {}) }] });
  }
}

/**
 * The whole body. `messagingType` is the Messenger Platform's (RESPONSE inside the window,
 * MESSAGE_TAG with a tag outside it); Instagram messaging takes the same fields and needs
 * neither inside the window, so photoapp omits them there.
 */
export function graphSendBody(recipientId: string, m: GraphMessage, opts: { messagingType?: "RESPONSE" | "UPDATE" | "MESSAGE_TAG"; tag?: string | null } = {}) {
  return {
    recipient: { id: recipientId },
    ...(opts.messagingType ? { messaging_type: opts.messagingType } : {}),
    ...(opts.tag ? { tag: opts.tag } : {}),
    message: graphMessageObject(m),
  };
}

/** What the thread stores and shows for a send: a type, a preview and the content to render. */
export function graphSummary(m: GraphMessage): { type: string; text: string; content: Record<string, unknown> } {
  switch (m.kind) {
    case "text":
      return { type: "text", text: m.text, content: { text: m.text } };
    case "media":
      return { type: m.mediaType, text: m.mediaType === "file" ? "File" : m.mediaType[0].toUpperCase() + m.mediaType.slice(1), content: { attachments: [{ type: m.mediaType, payload: { url: m.url } }] } };
    case "quick_replies":
      return { type: "quick_replies", text: m.text, content: { text: m.text, quickReplies: m.quickReplies } };
    case "generic":
      return { type: "carousel", text: m.elements[0].title, content: { elements: m.elements } };
    case "buttons":
      return { type: "buttons", text: m.text, content: { text: m.text, buttons: m.buttons } };
    case "media_template":
      return { type: "media_template", text: m.mediaType === "image" ? "Photo" : "Video", content: { mediaType: m.mediaType, url: m.url, buttons: m.buttons } };
  }
}
