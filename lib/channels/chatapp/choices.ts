import type { PortChoices } from "@/lib/messaging/port/types";

/**
 * Choices as chatapp shows them: an interactive list message, one row per choice (up to 10).
 * Reply buttons would be simpler to tap but the platform allows only 3, and a rating of five
 * squeezed into three (5/3/1) would not average like the other channels' (decision 066).
 */
export function choicesAsList(m: PortChoices, routed: { to: string; conversationId?: string }) {
  return {
    kind: "list" as const,
    input: {
      ...routed,
      body: m.text.slice(0, 1024),
      buttonText: (m.buttonText ?? "Choose").slice(0, 20),
      sections: [{ rows: m.choices.slice(0, 10).map((c) => ({ id: c.id, title: c.title.slice(0, 24), ...(c.description ? { description: c.description.slice(0, 72) } : {}) })) }],
    },
  };
}

/** The choice a customer's tap names: a list row's or a reply button's id. */
export function chatappChoiceOf(m: { type: string; content: Record<string, unknown> }): string | null {
  if (m.type !== "list_reply" && m.type !== "button_reply") return null;
  const reply = m.content.reply as { id?: unknown } | undefined;
  return typeof reply?.id === "string" ? reply.id : null;
}
