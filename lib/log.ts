import { env } from "@/lib/config/env";

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
const RANK = { debug: 0, info: 1, warn: 2, error: 3, silent: 4 } as const;

/**
 * LOG_LEVEL's threshold (LOG_DEBUG lowers it to debug) and, with WEB_CONCURRENCY=N (N processes
 * writing to one stream, scripts/start.mjs), the writer's pid. A bad value logs at info: the
 * start refuses it anyway, and logging must never throw.
 */
function settings(): { min: number; writer: { pid?: number } } {
  try {
    const { LOG_LEVEL, LOG_DEBUG, WEB_PROCESS_SLOT } = env();
    return { min: LOG_DEBUG && LOG_LEVEL !== "silent" ? RANK.debug : RANK[LOG_LEVEL], writer: WEB_PROCESS_SLOT === undefined ? {} : { pid: process.pid } };
  } catch {
    return { min: RANK.info, writer: {} };
  }
}

function write(level: Level, msg: string, fields?: Record<string, unknown>) {
  const { min, writer } = settings();
  if (RANK[level] < min) return;
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
