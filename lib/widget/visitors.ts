import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { contactChannelIds, contacts, widgetVisitors, type WidgetVisitor } from "@/db/schema";
import { dbOf, systemCtx, withTx, type Ctx } from "@/lib/domain/context";
import { AppError } from "@/lib/domain/errors";
import { inCompany } from "@/lib/domain/tenancy";
import { emitEvents } from "@/lib/events/emit";
import { toE164, widgetEventPayload } from "@/lib/events/payloads/present";
import { newId } from "@/lib/ids";
import { updateContact } from "@/lib/contacts/update-contact";
import type { EffectiveSettings } from "./settings";
import type { WidgetFormInput } from "./schemas";
import { signVisitorToken } from "./visitor-token";

/** The visitors' actions run as the system on the company, named as the widget. */
export const visitorCtx = (companyId: string): Ctx => systemCtx(companyId, "Website chat visitor");

export async function findVisitor(ctx: Pick<Ctx, "companyId" | "tx">, visitorId: string): Promise<WidgetVisitor | null> {
  const [row] = await dbOf(ctx).select().from(widgetVisitors).where(inCompany(widgetVisitors, ctx, eq(widgetVisitors.id, visitorId)));
  return row ?? null;
}

/** The contact a visitor became on its first message (null before). */
export async function visitorContactId(ctx: Pick<Ctx, "companyId" | "tx">, visitorId: string): Promise<string | null> {
  const [row] = await dbOf(ctx)
    .select({ contactId: contactChannelIds.contactId })
    .from(contactChannelIds)
    .where(inCompany(contactChannelIds, ctx, and(eq(contactChannelIds.channel, "WEBCHAT"), eq(contactChannelIds.externalId, visitorId))));
  return row?.contactId ?? null;
}

/** The visitor's contact as events carry it (id, name, phone), or null before they have one. */
async function visitorContact(ctx: Pick<Ctx, "companyId" | "tx">, visitorId: string) {
  const [row] = await dbOf(ctx)
    .select({ id: contacts.id, name: contacts.name, phone: contacts.phone })
    .from(contactChannelIds)
    .innerJoin(contacts, eq(contacts.id, contactChannelIds.contactId))
    .where(inCompany(contactChannelIds, ctx, and(eq(contactChannelIds.channel, "WEBCHAT"), eq(contactChannelIds.externalId, visitorId))));
  return row ?? null;
}

function session(companyId: string, v: WidgetVisitor, settings: EffectiveSettings) {
  return {
    token: signVisitorToken(companyId, v.id),
    visitorId: v.id,
    formRequired: settings.preChatForm !== "off" && !v.formSubmittedAt,
    profile: { name: v.name, email: v.email, phone: v.phone },
  };
}

/**
 * POST …/session: the visitor the token names, or a new one (also when the token's visitor was
 * deleted: the site keeps working). `opened` records that the visitor opened the panel
 * (widget.chat.opened, with the contact once there is one).
 */
export async function startVisitorSession({ settings, visitorId, origin, opened }: { settings: EffectiveSettings; visitorId: string | null; origin: string; opened: boolean }) {
  const ctx = visitorCtx(settings.companyId);
  return withTx(ctx, async (tctx) => {
    let v = visitorId ? await findVisitor(tctx, visitorId) : null;
    if (v) {
      [v] = await tctx.tx.update(widgetVisitors).set({ lastSeenAt: new Date() }).where(inCompany(widgetVisitors, tctx, eq(widgetVisitors.id, v.id))).returning();
    } else {
      [v] = await tctx.tx.insert(widgetVisitors).values({ companyId: ctx.companyId, id: newId("wv"), origin, lastSeenAt: new Date() }).returning();
    }
    if (opened) {
      const contact = await visitorContact(tctx, v.id);
      await emitEvents(tctx.tx, [{ companyId: ctx.companyId, event: "widget.chat.opened", payload: widgetEventPayload({ visitor: { id: v.id, origin }, contact }) }]);
    }
    return session(ctx.companyId, v, settings);
  });
}

/**
 * The pre-chat form: kept on the visitor, and on its contact when it has one (a visitor who
 * has not written yet becomes a contact with these details on its first message). The form's
 * setting says which of email and phone is required. widget.form.submitted either way.
 */
export async function submitVisitorForm({ settings, visitorId, input }: { settings: EffectiveSettings; visitorId: string; input: WidgetFormInput }) {
  if (settings.preChatForm === "name_email" && !input.email) throw AppError.validation([{ path: "email", message: "is required", in: "body" }]);
  if (settings.preChatForm === "name_phone" && !input.phone) throw AppError.validation([{ path: "phone", message: "is required", in: "body" }]);
  const ctx = visitorCtx(settings.companyId);
  return withTx(ctx, async (tctx) => {
    const [v] = await tctx.tx
      .update(widgetVisitors)
      .set({ name: input.name, email: input.email ?? sql`${widgetVisitors.email}`, phone: input.phone ?? sql`${widgetVisitors.phone}`, formSubmittedAt: new Date(), lastSeenAt: new Date() })
      .where(inCompany(widgetVisitors, tctx, eq(widgetVisitors.id, visitorId)))
      .returning();
    if (!v) throw AppError.unauthorized("The visitor token names no visitor; start a new session");
    const contactId = await visitorContactId(tctx, v.id);
    if (contactId) await applyVisitorProfile(tctx, contactId, v);
    // Read after the profile is applied, so the event's contact has the form's name and phone.
    const contact = contactId ? await visitorContact(tctx, v.id) : null;
    const form = { name: input.name, email: input.email ?? null, phone: toE164(input.phone) };
    await emitEvents(tctx.tx, [{ companyId: ctx.companyId, event: "widget.form.submitted", payload: { ...widgetEventPayload({ visitor: { id: v.id, origin: v.origin }, contact }), form } }]);
    return session(ctx.companyId, v, settings);
  });
}

/**
 * The form's answers onto the contact: the name, and email and phone where given. A phone
 * another contact of the company already has is left out rather than failing the visitor.
 */
export async function applyVisitorProfile(ctx: Ctx, contactId: string, v: Pick<WidgetVisitor, "name" | "email" | "phone">) {
  const input = { ...(v.name ? { name: v.name } : {}), ...(v.email ? { email: v.email } : {}) };
  try {
    await updateContact({ ctx, id: contactId, input: v.phone ? { ...input, phone: v.phone } : input });
  } catch (err) {
    if (!(err instanceof AppError && err.code === "CONFLICT" && v.phone)) throw err;
    await updateContact({ ctx, id: contactId, input });
  }
}
