/**
 * Runs once when the Next.js server starts: prepares the database (embedded server when
 * DATABASE_URL is unset, then migrations) and, unless WORKERS=off, starts the job workers
 * in this process.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { startServerRuntime } = await import("./lib/system/server-runtime");
  await startServerRuntime();
}
