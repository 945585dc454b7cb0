import "server-only";
import { log } from "@/lib/log";

/** A start failure whose message already says what failed and which setting fixes it. */
export class StartupError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "StartupError";
  }
}

/**
 * Ends a process that cannot start: one log line and the same message as plain text on stderr
 * (printed even with LOG_LEVEL=silent, since it is the only thing the operator needs), then
 * exit 1, so `npm start` and `npm run dev` stop instead of serving 500s.
 */
export function exitOnStartupFailure(processName: string, err: unknown): never {
  const message = err instanceof StartupError ? err.message : `${(err as Error)?.message ?? String(err)}`;
  log.error(`${processName} cannot start`, { reason: message });
  process.stderr.write(`\n${processName} cannot start:\n${message}\n\n`);
  process.exit(1);
}
