import { publicUrl } from "@/lib/config/public-url";
import { AppError } from "@/lib/domain/errors";

const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);

function hostOf(url: string): string | null {
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return null;
  }
}

/**
 * CSRF defence for writes authenticated by the session cookie, whatever its SameSite: the
 * browser's Origin (or, without it, Referer) must be this service, by its public address
 * (APP_URL) or the Host the request came to. Sec-Fetch-Site "cross-site"/"same-site" is
 * refused too. A request with none of them is not from a browser page (browsers send Origin on
 * every cross-origin write) and passes. Bearer tokens carry no ambient authority: not checked.
 */
export function assertSameOrigin(req: Request): void {
  if (SAFE.has(req.method)) return;
  const h = req.headers;
  const site = h.get("sec-fetch-site");
  if (site === "cross-site" || site === "same-site") throw refused(`Sec-Fetch-Site is ${site}`);
  const origin = h.get("origin");
  const referer = h.get("referer");
  const from = origin ?? referer;
  if (from === null) return;
  const host = from === "null" ? null : hostOf(from);
  const own = [hostOf(publicUrl()), h.get("host")?.toLowerCase() ?? null];
  if (!host || !own.includes(host)) throw refused(`${origin !== null ? "Origin" : "Referer"} ${from.slice(0, 200)} is not this service`);
}

const refused = (why: string) =>
  new AppError("FORBIDDEN", `Cross-site request refused: ${why}. A write signed in with the session cookie must come from this service's own pages; other callers use a bearer token`, {
    reason: "cross_site_request",
  });
