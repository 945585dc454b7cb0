/**
 * Website origins for the chat widget: what an allowed-origins entry may be (scheme, host
 * and port; `https://*.example.com` for every subdomain) and whether a request's Origin header
 * matches one. Browser-safe: the settings form validates with the same rules.
 */

/** The canonical form of an entry, or an explanation of why it is not an origin. */
export function parseOrigin(value: string): { ok: true; origin: string } | { ok: false; why: string } {
  const raw = value.trim();
  const wildcard = /^(https?:\/\/)\*\.(.+)$/i.exec(raw);
  let url: URL;
  try {
    url = new URL(wildcard ? `${wildcard[1]}wildcard.${wildcard[2]}` : raw);
  } catch {
    return { ok: false, why: "must be an origin such as https://www.example.com" };
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return { ok: false, why: "must start with https:// or http://" };
  if (url.username || url.password) return { ok: false, why: "must not hold a user name or password" };
  if ((url.pathname !== "/" && url.pathname !== "") || url.search || url.hash || /^[a-z]+:\/\/[^/]+\/.+/i.test(raw)) {
    return { ok: false, why: "must be an origin only (scheme, host and port), without a path, query or fragment" };
  }
  if (!url.hostname.includes(".") && url.hostname !== "localhost" && !url.hostname.startsWith("[")) return { ok: false, why: "must name a full host name" };
  const origin = url.origin.toLowerCase();
  return { ok: true, origin: wildcard ? origin.replace("//wildcard.", "//*.") : origin };
}

/** Whether the Origin a browser sent is one of the allowed entries. */
export function originAllowed(origin: string | null, allowed: readonly string[]): boolean {
  if (!origin || origin === "null") return false;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  const exact = url.origin.toLowerCase();
  return allowed.some((entry) => {
    if (entry === exact) return true;
    const star = /^(https?:)\/\/\*\.(.+)$/.exec(entry);
    if (!star || star[1] !== url.protocol) return false;
    const rest = star[2]; // host[:port]
    const host = url.port ? `${url.hostname}:${url.port}` : url.hostname;
    return host.endsWith(`.${rest}`);
  });
}
