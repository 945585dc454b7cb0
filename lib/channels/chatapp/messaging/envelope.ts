import type { CloudMessageBody, CloudMessageType } from "./cloud-types";

/** The fields every Cloud API send carries, then the type's own object. */
export function envelope(to: string, type: CloudMessageType, content: Record<string, unknown>): CloudMessageBody {
  return { messaging_product: "whatsapp", recipient_type: "individual", to, type, ...content };
}

const opt = (key: "body" | "footer", text: string | undefined) => (text === undefined ? {} : { [key]: { text } });

/** An interactive message; optional parts are left out (the platform refuses empty ones). */
export function interactive(to: string, type: string, parts: { header?: object; body?: string; footer?: string; action: object }): CloudMessageBody {
  return envelope(to, "interactive", {
    interactive: {
      type,
      ...(parts.header ? { header: parts.header } : {}),
      ...opt("body", parts.body),
      ...opt("footer", parts.footer),
      action: parts.action,
    },
  });
}
