/**
 * The webhook form's event picker works on the subscription list the API stores: exact names,
 * `*`, and prefix wildcards (`chatapp.*`, `ecommerce.order.*`). A whole group picked becomes
 * `group.*`, so events added to the group later are delivered too.
 */

export function patternMatches(pattern: string, event: string): boolean {
  if (pattern === "*" || pattern === event) return true;
  return pattern.endsWith(".*") && event.startsWith(pattern.slice(0, -1));
}

export function isCovered(selection: readonly string[], event: string): boolean {
  return selection.some((p) => patternMatches(p, event));
}

const inGroup = (group: string) => (entry: string) => entry.startsWith(`${group}.`);

/** Picking a group replaces everything inside it with `group.*`; clearing it removes all of it. */
export function toggleGroup(selection: readonly string[], group: string, on: boolean): string[] {
  const rest = selection.filter((entry) => !inGroup(group)(entry));
  return on ? [...rest, `${group}.*`] : rest;
}

/**
 * Picking an event adds its name. Clearing one that a wildcard covers turns that wildcard into
 * the names it covers today, minus this one (`*` itself is cleared through "All events").
 */
export function toggleEvent(selection: readonly string[], event: string, catalog: readonly string[], on: boolean): string[] {
  if (on) return isCovered(selection, event) ? [...selection] : [...selection, event];
  const next: string[] = [];
  for (const entry of selection) {
    if (entry === event) continue;
    if (entry !== "*" && entry.endsWith(".*") && patternMatches(entry, event)) {
      for (const name of catalog) if (name !== event && patternMatches(entry, name) && !next.includes(name)) next.push(name);
      continue;
    }
    next.push(entry);
  }
  return next;
}

export function groupState(selection: readonly string[], events: readonly string[]): boolean | "indeterminate" {
  const covered = events.filter((e) => isCovered(selection, e)).length;
  return covered === 0 ? false : covered === events.length ? true : "indeterminate";
}
