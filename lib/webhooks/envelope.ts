import "server-only";
import type { OutboxEvent } from "@/db/schema";

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * The delivered body, one form for every event: `id`, `event` and `timestamp`, then the
 * event's payload fields at the top level (the spec's envelope for message.received, with
 * `channel`, `contact` and `message` beside them). Payload shapes are one schema per event
 * (lib/events/payloads/registry.ts), published in the OpenAPI document's `webhooks`.
 */
export function buildEnvelope(e: Pick<OutboxEvent, "eventId" | "event" | "payload" | "occurredAt">): Json {
  const p = isObject(e.payload) ? e.payload : {};
  return { id: e.eventId, event: e.event, timestamp: e.occurredAt.toISOString(), ...p };
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

/**
 * Bodies once wrapped non-message payloads in `data`; an exclusion written for that form
 * (`data.contact.email`) still removes the same field now that it is at the top level.
 * web_event.received keeps a `data` (the website's body), where the path is taken as written.
 */
function currentPath(path: string, body: Json): string {
  return path.startsWith("data.") && !("data" in body) ? path.slice(5) : path;
}

export function deliveryBody(e: Pick<OutboxEvent, "eventId" | "event" | "payload" | "occurredAt">, exclusions: readonly string[]): string {
  const envelope = buildEnvelope(e);
  exclusions = exclusions.map((x) => currentPath(x, envelope));
  // removePaths works in place and the envelope shares the event's payload, from which every
  // matching webhook's body is built: each webhook removes its exclusions from its own copy.
  return JSON.stringify(exclusions.length ? removePaths(structuredClone(envelope), exclusions) : envelope);
}
