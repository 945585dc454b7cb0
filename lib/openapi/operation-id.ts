import type { Method, RouteContract } from "@/lib/http/contract";

/**
 * Stable operation ids, e.g. `contacts.list`, `webhooks.deliveries.resend`,
 * `chatapp.messages.sendText`. Derived from the method and path alone (never from the rest of
 * the route list) so that adding a route cannot rename another one:
 * - the path's fixed segments after /api/v1 (or /api) name the resource, camelCased;
 * - a last segment that is an action (`pause`, `find-or-create`) is the verb itself;
 * - a POST to `.../messages/<type>` or `.../send/<type>` is `send<Type>`;
 * - otherwise the method: GET `list` (plural last segment) or `get`, POST `create` (`add` on an
 *   item), PUT and PATCH `update`, DELETE `delete`.
 */

// Words that make a path segment an action rather than a resource. `read` marks something read.
const ACTIONS = new Set(["assign", "unassign", "close", "reopen", "resolve", "read", "pause", "resume", "cancel", "run", "retry", "test", "regenerate", "resend", "sync", "validate", "import", "export", "search", "preview", "upload", "send", "find"]);
const ACTION_NAMES: Record<string, string> = { read: "markRead" };
// Plural-looking words that name one thing.
const SINGULAR = new Set(["stats", "analytics", "timeseries", "details", "status"]);

const camel = (segment: string) => segment.replace(/[^A-Za-z0-9]+(.)/g, (_, c: string) => c.toUpperCase());
const pascal = (segment: string) => camel(segment).replace(/^./, (c) => c.toUpperCase());
const isParam = (segment: string) => /^\{.+\}$/.test(segment);

export function deriveOperationId(method: Method, path: string): string {
  const segments = path.replace(/^\/api(\/v1)?\//, "").split("/").filter(Boolean);
  const last = segments[segments.length - 1];
  const names = segments.filter((s) => !isParam(s));
  const lastName = names[names.length - 1];
  const parent = names[names.length - 2];
  const join = (resource: string[], verb: string) => [...resource.map(camel), verb].join(".");
  if (!isParam(last)) {
    const first = lastName.split("-")[0];
    if (ACTIONS.has(first)) return join(names.slice(0, -1), ACTION_NAMES[lastName] ?? camel(lastName));
    if (method === "POST" && (parent === "messages" || parent === "send") && segments[segments.length - 2] === parent) {
      return join(names.slice(0, parent === "send" ? -2 : -1), `send${pascal(lastName)}`);
    }
  }
  const item = isParam(last);
  const plural = lastName.endsWith("s") && !SINGULAR.has(lastName);
  const verb = { GET: item || !plural ? "get" : "list", POST: item ? "add" : "create", PUT: "update", PATCH: "update", DELETE: "delete" }[method];
  return join(names, verb);
}

export function operationIdOf(route: Pick<RouteContract, "method" | "path" | "operationId">): string {
  return route.operationId ?? deriveOperationId(route.method, route.path);
}

/** "METHOD path" → operation id for every route, sorted by key; throws on a duplicate id. */
export function operationIds(routes: Pick<RouteContract, "method" | "path" | "operationId">[]): Record<string, string> {
  const byId = new Map<string, string>();
  const entries = routes.map((r) => {
    const key = `${r.method} ${r.path}`;
    const id = operationIdOf(r);
    if (byId.has(id)) throw new Error(`operationId ${id} is taken by both ${byId.get(id)} and ${key}: give one of them an explicit operationId`);
    byId.set(id, key);
    return [key, id] as const;
  });
  return Object.fromEntries(entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
