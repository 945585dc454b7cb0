/** Only same-site paths may be a post-sign-in target, so ?callbackUrl can't send people elsewhere. */
export function safeCallbackUrl(value: string | string[] | undefined, fallback = "/inbox"): string {
  const raw = Array.isArray(value) ? value[0] : value;
  if (!raw || !raw.startsWith("/") || raw.startsWith("//") || raw.startsWith("/\\")) return fallback;
  if (raw.startsWith("/login") || raw.startsWith("/setup")) return fallback;
  return raw;
}
