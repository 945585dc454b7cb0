/**
 * One structured JSON line per entry. Callers pass plain fields; anything that looks like a
 * secret (authorization headers, tokens, passwords) is masked before it is written.
 */
const SECRET_KEYS = /pass(word)?|secret|token|authorization|cookie|api[-_]?key/i;

function scrub(value: unknown, depth = 0): unknown {
  if (depth > 4 || value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map((v) => scrub(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = SECRET_KEYS.test(k) ? "[redacted]" : scrub(v, depth + 1);
  return out;
}

type Level = "debug" | "info" | "warn" | "error";

// With WEB_CONCURRENCY=N (scripts/start.mjs) N processes write to one stream: name the writer.
const writer = process.env.WEB_PROCESS_SLOT ? { pid: process.pid } : {};

function write(level: Level, msg: string, fields?: Record<string, unknown>) {
  if (level === "debug" && !process.env.LOG_DEBUG) return;
  if (process.env.LOG_LEVEL === "silent") return;
  const line = JSON.stringify({ level, time: new Date().toISOString(), msg, ...writer, ...(scrub(fields ?? {}) as object) });
  (level === "error" || level === "warn" ? process.stderr : process.stdout).write(line + "\n");
}

export const log = {
  debug: (msg: string, fields?: Record<string, unknown>) => write("debug", msg, fields),
  info: (msg: string, fields?: Record<string, unknown>) => write("info", msg, fields),
  warn: (msg: string, fields?: Record<string, unknown>) => write("warn", msg, fields),
  error: (msg: string, fields?: Record<string, unknown>) => write("error", msg, fields),
};

/** Error details for logs: message and stack, never the error's own enumerable fields. */
export function errorFields(err: unknown): Record<string, unknown> {
  // Drizzle wraps the database's error in "Failed query: <sql> params: <values>": the values
  // are customers' data, so the log keeps the database's own message and code instead.
  const cause = err instanceof Error ? (err.cause as { message?: string; code?: string } | undefined) : undefined;
  if (err instanceof Error && err.message.startsWith("Failed query") && cause?.message) {
    return { error: `query failed: ${cause.message}`, code: cause.code, query: err.message.slice(13).split("\nparams:")[0].replace(/\s+/g, " ").trim().slice(0, 200) };
  }
  if (err instanceof Error) return { error: err.message, stack: err.stack };
  return { error: String(err) };
}
