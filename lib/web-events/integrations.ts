import "server-only";
import { asc, count, desc, eq } from "drizzle-orm";
import type { z } from "zod";
import { contacts, webEventIntegrations, webEvents, type ContactMapping } from "@/db/schema";
import { byIdInCompany, findInCompanyOrThrow, inCompany } from "@/lib/domain/tenancy";
import { recordAudit, type AuditTarget } from "@/lib/audit/record-audit";
import { dbOf, withTx, type Ctx } from "@/lib/domain/context";
import { AppError } from "@/lib/domain/errors";
import { newId } from "@/lib/ids";
import { presentIntegration } from "./present";
import type { CreateIntegrationInput, listIntegrationsQuery, listWebEventsQuery } from "./schemas";
import { newIntegrationSecret, openIntegrationSecret } from "./secret";

const EMPTY_MAPPING: ContactMapping = { phoneField: "phone", emailField: "email", nameField: "name", autoCreate: false, enrichFields: [], displayColumns: [] };

/**
 * autoCreateContact and contactMapping.autoCreate name one switch: the top-level field wins
 * when both are given, and both are stored and shown equal.
 */
function normalise(input: CreateIntegrationInput, current?: { autoCreateContact: boolean; contactMapping: ContactMapping }) {
  const autoCreate = input.autoCreateContact ?? input.contactMapping?.autoCreate ?? current?.autoCreateContact ?? false;
  const m = input.contactMapping;
  const base = m
    ? { phoneField: m.phoneField ?? null, emailField: m.emailField ?? null, nameField: m.nameField ?? null, enrichFields: m.enrichFields ?? [], displayColumns: m.displayColumns ?? [] }
    : (current?.contactMapping ?? EMPTY_MAPPING);
  return { autoCreateContact: autoCreate, contactMapping: { ...base, autoCreate } };
}

export const getIntegrationRow = (ctx: Ctx, id: string) => findInCompanyOrThrow(webEventIntegrations, ctx, id, "Web-event integration");

export async function getIntegration({ ctx, id }: { ctx: Ctx; id: string }) {
  return presentIntegration(await getIntegrationRow(ctx, id));
}

export async function listIntegrations({ ctx, query }: { ctx: Ctx; query: z.infer<typeof listIntegrationsQuery> }) {
  const where = inCompany(webEventIntegrations, ctx);
  const db = dbOf(ctx);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(webEventIntegrations)
      .where(where)
      .orderBy(desc(webEventIntegrations.createdAt), asc(webEventIntegrations.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(webEventIntegrations).where(where),
  ]);
  return {
    data: rows.map(presentIntegration),
    pagination: { page: query.page, limit: query.limit, total, totalPages: Math.ceil(total / query.limit), totalIsExact: true },
  };
}

export async function createIntegration({ ctx, input }: { ctx: Ctx; input: CreateIntegrationInput }) {
  const { sealed } = newIntegrationSecret();
  const row = await withTx(ctx, async (tctx) => {
    const [created] = await tctx.tx
      .insert(webEventIntegrations)
      .values({ id: newId("wei"), companyId: ctx.companyId, name: input.name, description: input.description ?? null, authType: input.authType, secretSealed: sealed, ...normalise(input) })
      .returning();
    await recordAudit(tctx, { action: "integration.created", target: integrationTarget(created), details: { authType: created.authType } });
    return created;
  });
  return presentIntegration(row);
}

const integrationTarget = (i: { id: string; name: string }): AuditTarget => ({ type: "integration", id: i.id, label: i.name });

export async function updateIntegration({ ctx, id, input }: { ctx: Ctx; id: string; input: CreateIntegrationInput }) {
  const current = await getIntegrationRow(ctx, id);
  const [row] = await dbOf(ctx)
    .update(webEventIntegrations)
    .set({ name: input.name, description: input.description === undefined ? current.description : input.description, authType: input.authType, ...normalise(input, current) })
    .where(byIdInCompany(webEventIntegrations, ctx, id))
    .returning();
  if (!row) throw AppError.notFound("Web-event integration");
  return presentIntegration(row);
}

export async function deleteIntegration({ ctx, id }: { ctx: Ctx; id: string }) {
  const row = await withTx(ctx, async (tctx) => {
    const [deleted] = await tctx.tx.delete(webEventIntegrations).where(byIdInCompany(webEventIntegrations, tctx, id)).returning();
    if (!deleted) throw AppError.notFound("Web-event integration");
    await recordAudit(tctx, { action: "integration.deleted", target: integrationTarget(deleted), details: { authType: deleted.authType } });
    return deleted;
  });
  return presentIntegration(row);
}

const HEADER = { HMAC_SHA256: "X-Webhook-Signature", API_KEY: "X-Api-Key" } as const;

export async function getIntegrationSecret({ ctx, id }: { ctx: Ctx; id: string }) {
  const row = await getIntegrationRow(ctx, id);
  // Recorded before the secret is opened: no view goes unrecorded.
  await recordAudit(ctx, { action: "integration.secret_viewed", target: integrationTarget(row) });
  return { secret: openIntegrationSecret(row.secretSealed, row.id), authType: row.authType, header: HEADER[row.authType] };
}

export async function regenerateIntegrationSecret({ ctx, id }: { ctx: Ctx; id: string }) {
  const { secret, sealed } = newIntegrationSecret();
  const row = await withTx(ctx, async (tctx) => {
    const [updated] = await tctx.tx
      .update(webEventIntegrations)
      .set({ secretSealed: sealed })
      .where(byIdInCompany(webEventIntegrations, tctx, id))
      .returning();
    if (!updated) throw AppError.notFound("Web-event integration");
    await recordAudit(tctx, { action: "integration.secret_rotated", target: integrationTarget(updated) });
    return updated;
  });
  return { secret, authType: row.authType, header: HEADER[row.authType] };
}

export async function listReceivedEvents({ ctx, id, query }: { ctx: Ctx; id: string; query: z.infer<typeof listWebEventsQuery> }) {
  await getIntegrationRow(ctx, id);
  const where = inCompany(webEvents, ctx, eq(webEvents.integrationId, id), query.match ? eq(webEvents.match, query.match) : undefined);
  const db = dbOf(ctx);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ e: webEvents, contactName: contacts.name })
      .from(webEvents)
      .leftJoin(contacts, eq(contacts.id, webEvents.contactId))
      .where(where)
      .orderBy(desc(webEvents.receivedAt), desc(webEvents.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(webEvents).where(where),
  ]);
  return {
    data: rows.map(({ e, contactName }) => ({
      id: e.id,
      integrationId: e.integrationId,
      eventName: e.eventName,
      payload: e.payload,
      match: e.match,
      matchNote: e.matchNote,
      contact: e.contactId && contactName !== null ? { id: e.contactId, name: contactName } : null,
      receivedAt: e.receivedAt.toISOString(),
    })),
    pagination: { page: query.page, limit: query.limit, total, totalPages: Math.ceil(total / query.limit), totalIsExact: true },
  };
}
