import "server-only";
import { eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { webEventIntegrations, webEvents } from "@/db/schema";
import { emitEvent } from "@/lib/events/emit";
import { systemCtx, withTx } from "@/lib/domain/context";
import { AppError } from "@/lib/domain/errors";
import { mediaTypeOf, unstorableText } from "@/lib/http/parse";
import { readBodyText } from "@/lib/http/read-body";
import { byIdInCompany } from "@/lib/domain/tenancy";
import { newId } from "@/lib/ids";
import { matchContact } from "./match-contact";
import { MAX_WEB_EVENT_BYTES } from "./schemas";
import { openIntegrationSecret, verifyApiKey, verifyHmac } from "./secret";

const WEB_EVENT_MEDIA_TYPES = /^(?:application\/(?:[a-z0-9!#$&^_.-]+\+)?json|text\/plain)$/;

function eventNameOf(body: Record<string, unknown>): string | null {
  for (const key of ["event", "type", "name"]) {
    const v = body[key];
    if (typeof v === "string" && v.trim()) return v.trim().slice(0, 200);
  }
  return null;
}

/**
 * POST /api/webhook/web-events/{id}: size first (nothing large is read twice), then the
 * integration, then the credential over the raw bytes, and only then JSON, so a caller
 * without the secret learns nothing about what the route accepts.
 */
export async function receiveWebEvent(req: Request, integrationId: string) {
  const raw = await readBodyText(req, MAX_WEB_EVENT_BYTES);

  // By id alone: the public endpoint learns the company from the integration it names.
  const [integration] = await getDb().select().from(webEventIntegrations).where(eq(webEventIntegrations.id, integrationId));
  if (!integration) throw AppError.notFound("Web-event integration");
  const secret = openIntegrationSecret(integration.secretSealed, integration.id);
  const ok =
    integration.authType === "HMAC_SHA256" ? verifyHmac(secret, raw, req.headers.get("x-webhook-signature")) : verifyApiKey(secret, req.headers.get("x-api-key"));
  if (!ok) {
    const header = integration.authType === "HMAC_SHA256" ? "X-Webhook-Signature" : "X-Api-Key";
    throw AppError.unauthorized(`${header} is missing or does not match`);
  }

  // JSON labelled application/json or text/plain (docs/decisions/056-trust-boundaries.md).
  const type = mediaTypeOf(req.headers.get("content-type"));
  if (type && !WEB_EVENT_MEDIA_TYPES.test(type)) throw new AppError("UNSUPPORTED_MEDIA_TYPE", `body: Content-Type must be application/json or text/plain, not ${type.slice(0, 100)}`);
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    throw AppError.validation([{ path: "body", message: "is not valid JSON", in: "body" }]);
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) throw AppError.validation([{ path: "body", message: "must be a JSON object", in: "body" }]);
  const payload = body as Record<string, unknown>;
  const unstorable = unstorableText(payload);
  if (unstorable) throw AppError.validation([{ path: unstorable.path || "body", message: unstorable.message, in: "body" }]);

  const ctx = systemCtx(integration.companyId, `Web event: ${integration.name}`);
  const outcome = await matchContact(ctx, payload, integration.contactMapping, integration.autoCreateContact);
  const id = newId("wev");
  const eventName = eventNameOf(payload);
  await withTx(ctx, async ({ tx }) => {
    await tx.insert(webEvents).values({ id, companyId: integration.companyId, integrationId, eventName, payload, match: outcome.match, contactId: outcome.contactId, matchNote: outcome.note });
    await tx
      .update(webEventIntegrations)
      .set({ eventCount: sql`${webEventIntegrations.eventCount} + 1`, lastEventAt: new Date(), updatedAt: sql`${webEventIntegrations.updatedAt}` })
      .where(byIdInCompany(webEventIntegrations, ctx, integrationId));
    await emitEvent(tx, {
      companyId: integration.companyId,
      event: "web_event.received",
      payload: { webEventId: id, integration: { id: integration.id, name: integration.name }, eventName, match: outcome.match, contactId: outcome.contactId, data: payload },
    });
  });
  return { id, match: outcome.match, contactId: outcome.contactId };
}
