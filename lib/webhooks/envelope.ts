import "server-only";
import type { OutboxEvent } from "@/db/schema";

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * The delivered body. Message events (their outbox payload carries `message` and `contact`)
 * get the spec's envelope; every other event gets `{ id, event, timestamp, data }`.
 * Documented in docs/webhooks.md and the OpenAPI description of POST /api/v1/webhooks.
 */
export function buildEnvelope(e: Pick<OutboxEvent, "eventId" | "event" | "payload" | "occurredAt">): Json {
  const timestamp = e.occurredAt.toISOString();
  const p = isObject(e.payload) ? e.payload : {};
  if (isObject(p.message) && isObject(p.contact)) {
    const c = p.contact;
    const m = p.message;
    const channel = typeof p.channel === "string" ? p.channel : e.event.includes(".") ? e.event.split(".")[0] : "unknown";
    const digits = typeof c.phone === "string" ? c.phone.replace(/\D/g, "") : "";
    return {
      id: e.eventId,
      event: e.event,
      timestamp,
      channel: channel.toLowerCase(),
      conversationId: p.conversationId ?? null,
      contact: { id: c.id ?? null, name: c.name ?? null, phone: digits ? `+${digits}` : null },
      // The spec's text and type first, then whatever else the channel recorded (ids,
      // direction, status, platform id, type-specific content, times).
      message: { text: m.text ?? null, type: m.type ?? null, ...m },
    };
  }
  return { id: e.eventId, event: e.event, timestamp, data: p };
}

/** Removes dot-paths in place; a path through an array applies to each of its elements. */
export function removePaths(body: Json, paths: readonly string[]): Json {
  for (const path of paths) removePath(body, path.split("."));
  return body;
}

function removePath(node: unknown, keys: string[]): void {
  if (Array.isArray(node)) {
    for (const item of node) removePath(item, keys);
    return;
  }
  if (!isObject(node) || !keys.length) return;
  const [head, ...rest] = keys;
  if (!(head in node)) return;
  if (!rest.length) delete node[head];
  else removePath(node[head], rest);
}

export function deliveryBody(e: Pick<OutboxEvent, "eventId" | "event" | "payload" | "occurredAt">, exclusions: readonly string[]): string {
  const envelope = buildEnvelope(e);
  // removePaths works in place and the envelope shares the event's payload, from which every
  // matching webhook's body is built: each webhook removes its exclusions from its own copy.
  return JSON.stringify(exclusions.length ? removePaths(structuredClone(envelope), exclusions) : envelope);
}
