const BASE = "http://same.origin";
// Pages a sign-in must not return to (they would send the person straight back here).
const LOOPS = ["/login", "/setup", "/invite", "/reset-password", "/api/"];

/**
 * Only same-origin relative paths may be a post-sign-in target, so ?callbackUrl cannot send
 * people elsewhere: "//evil.com", "/\evil.com", "https://evil.com", "javascript:…" and paths with
 * control characters (browsers drop tabs and newlines, turning "/\t/evil.com" into "//evil.com")
 * all fall back to the inbox.
 */
export function safeCallbackUrl(value: string | string[] | undefined | null, fallback = "/inbox"): string {
  const raw = Array.isArray(value) ? value[0] : value;
  if (!raw || raw.length > 2000 || !raw.startsWith("/") || /[\\\u0000-\u001f\u007f]/.test(raw) || raw.startsWith("//")) return fallback;
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (path.startsWith("//") || LOOPS.some((p) => url.pathname === p || url.pathname.startsWith(p.endsWith("/") ? p : `${p}/`))) return fallback;
  return path;
}

/** The sign-in page's address that returns to `path` afterwards. */
export function loginUrlFor(path: string | null | undefined): string {
  const target = safeCallbackUrl(path, "");
  return target && target !== "/inbox" ? `/login?callbackUrl=${encodeURIComponent(target)}` : "/login";
}
