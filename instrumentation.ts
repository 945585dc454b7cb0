/**
 * Runs once when the Next.js server starts: checks every variable (lib/config/env.ts; a bad
 * one stops the start, named), prepares the database (embedded server when DATABASE_URL is
 * unset, then migrations) and, unless WORKERS=off, starts the job workers in this process.
 */
export async function register() {
  // Next.js's own variable, not a setting: nothing Node-only may load on another runtime.
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  // Route handlers see no socket: the peer's address is stamped on each request (TRUSTED_PROXIES).
  const { stampPeerAddresses } = await import("./lib/http/peer-address");
  stampPeerAddresses(await import("node:http"));
  const { startServerRuntime } = await import("./lib/system/server-runtime");
  await startServerRuntime();
}
