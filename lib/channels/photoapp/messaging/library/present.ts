import "server-only";
import type { PhotoappCard, PhotoappInteractiveMessage, PhotoappQuickReply, PhotoappTemplate } from "@/db/schema";
import type { CreateSavedTemplateInput, InteractiveMessageView, QuickReplyView, SavedTemplateView } from "./schemas";

type CardInput = CreateSavedTemplateInput["cards"][number];

/** Cards as stored: every optional field present (null when not set), so readers need no defaults. */
export function storedCards(cards: CardInput[]): PhotoappCard[] {
  return cards.map((c) => ({
    title: c.title,
    subtitle: c.subtitle || null,
    imageUrl: c.imageUrl ?? null,
    defaultActionUrl: c.defaultActionUrl ?? null,
    buttons: (c.buttons ?? []).map((b) => (b.type === "web_url" ? { type: b.type, title: b.title, url: b.url, payload: null } : { type: b.type, title: b.title, url: null, payload: b.payload })),
  }));
}

export function presentSavedTemplate(t: PhotoappTemplate): SavedTemplateView {
  return {
    id: t.id,
    name: t.name,
    description: t.description,
    isActive: t.isActive,
    cards: t.cards.map((c) => ({
      title: c.title,
      subtitle: c.subtitle ?? null,
      imageUrl: c.imageUrl ?? null,
      defaultActionUrl: c.defaultActionUrl ?? null,
      buttons: (c.buttons ?? []).map((b) => ({ type: b.type, title: b.title, url: b.url ?? null, payload: b.payload ?? null })),
    })),
    createdAt: t.createdAt.toISOString(),
    updatedAt: t.updatedAt.toISOString(),
  };
}

export function presentInteractiveMessage(m: PhotoappInteractiveMessage): InteractiveMessageView {
  return { id: m.id, name: m.name, type: m.type, config: m.config as InteractiveMessageView["config"], createdAt: m.createdAt.toISOString(), updatedAt: m.updatedAt.toISOString() };
}

export function presentQuickReply(q: PhotoappQuickReply): QuickReplyView {
  return { id: q.id, shortcut: q.shortcut, title: q.title, text: q.text, category: q.category, createdAt: q.createdAt.toISOString(), updatedAt: q.updatedAt.toISOString() };
}
