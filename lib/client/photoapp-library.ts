import type { z } from "zod";
import type { photoappSendResultSchema } from "@/lib/channels/photoapp/messaging/send-schemas";
import type {
  interactiveMessageListSchema,
  InteractiveMessageInput,
  InteractiveMessageView,
  quickReplyCategoriesSchema,
  quickReplyListSchema,
  QuickReplyView,
  savedTemplateListSchema,
  SavedTemplateView,
  templateDetailSchema,
  CreateSavedTemplateInput,
} from "@/lib/channels/photoapp/messaging/library/schemas";

/**
 * The photoapp libraries (issue 15) as the dashboard sees them: the API's own shapes, the
 * builder's form values, and how those become a create or update body.
 */
export type PhotoappTemplate = SavedTemplateView;
export type PhotoappTemplateList = z.infer<typeof savedTemplateListSchema>;
export type PhotoappTemplateDetail = z.infer<typeof templateDetailSchema>;
export type InteractiveMessage = InteractiveMessageView;
export type InteractiveMessageList = z.infer<typeof interactiveMessageListSchema>;
export type QuickReply = QuickReplyView;
export type QuickReplyList = z.infer<typeof quickReplyListSchema>;
export type QuickReplyCategories = z.infer<typeof quickReplyCategoriesSchema>;
export type PhotoappSendResult = z.infer<typeof photoappSendResultSchema>;
export type { InteractiveMessageInput };

/** The builder's form: plain strings everywhere, a button holding both url and payload while its type may change. */
export type CardButtonValues = { type: "web_url" | "postback"; title: string; url: string; payload: string };
export type CardValues = { title: string; subtitle: string; imageUrl: string; defaultActionUrl: string; buttons: CardButtonValues[] };
export type PhotoappTemplateFormValues = { name: string; description: string; isActive: boolean; cards: CardValues[] };

export const emptyCardButton = (type: CardButtonValues["type"] = "postback"): CardButtonValues => ({ type, title: "", url: "", payload: "" });
export const emptyCard = (): CardValues => ({ title: "", subtitle: "", imageUrl: "", defaultActionUrl: "", buttons: [] });
export const emptyPhotoappTemplateForm = (): PhotoappTemplateFormValues => ({ name: "", description: "", isActive: true, cards: [emptyCard()] });

const orNull = (s: string | null | undefined) => (s?.trim() ? s.trim() : null);

/** A stored template as form values, for its edit page. */
export function photoappTemplateFormValues(t: PhotoappTemplate): PhotoappTemplateFormValues {
  return {
    name: t.name,
    description: t.description ?? "",
    isActive: t.isActive,
    cards: t.cards.map((c) => ({
      title: c.title,
      subtitle: c.subtitle ?? "",
      imageUrl: c.imageUrl ?? "",
      defaultActionUrl: c.defaultActionUrl ?? "",
      buttons: c.buttons.map((b) => ({ type: b.type, title: b.title, url: b.url ?? "", payload: b.payload ?? "" })),
    })),
  };
}

/** The create body (the update body too: PUT with every field replaces the whole template). Blanks are null; a button keeps what its type uses. */
export function toPhotoappTemplateInput(v: PhotoappTemplateFormValues): CreateSavedTemplateInput {
  return {
    name: v.name,
    description: orNull(v.description),
    isActive: v.isActive,
    cards: (v.cards ?? []).map((c) => ({
      title: c.title ?? "",
      subtitle: orNull(c.subtitle),
      imageUrl: orNull(c.imageUrl),
      defaultActionUrl: orNull(c.defaultActionUrl),
      buttons: (c.buttons ?? []).map((b) => (b.type === "web_url" ? { type: "web_url" as const, title: b.title ?? "", url: b.url ?? "" } : { type: "postback" as const, title: b.title ?? "", payload: b.payload ?? "" })),
    })),
  };
}

/** The cards as the platform's generic-template elements: what the thread draws once sent. */
export function carouselElements(cards: CreateSavedTemplateInput["cards"]) {
  return cards.map((c) => ({
    title: c.title,
    subtitle: c.subtitle ?? null,
    image_url: c.imageUrl ?? null,
    default_action: c.defaultActionUrl ? { type: "web_url", url: c.defaultActionUrl } : null,
    buttons: (c.buttons ?? []).map((b) => ({ type: b.type, title: b.title, url: "url" in b ? b.url : null, payload: "payload" in b ? b.payload : null })),
  }));
}

/** The list's filters, kept in the URL: ?search=…&active=true|false&page=2. */
export type PhotoappTemplateView = { search: string; active: "" | "true" | "false"; page: number };

export function parsePhotoappTemplateView(p: URLSearchParams): PhotoappTemplateView {
  const active = p.get("active");
  const page = Number(p.get("page"));
  return { search: p.get("search") ?? "", active: active === "true" || active === "false" ? active : "", page: Number.isInteger(page) && page > 1 ? page : 1 };
}

export function photoappTemplateViewParams(v: PhotoappTemplateView): URLSearchParams {
  const q = new URLSearchParams();
  if (v.search.trim()) q.set("search", v.search.trim());
  if (v.active) q.set("active", v.active);
  if (v.page > 1) q.set("page", String(v.page));
  return q;
}

export function photoappTemplateListQuery(v: PhotoappTemplateView, limit = 20): string {
  const q = new URLSearchParams({ page: String(v.page), limit: String(limit) });
  if (v.search.trim()) q.set("search", v.search.trim());
  if (v.active) q.set("isActive", v.active);
  return q.toString();
}
