import "server-only";
import { EnvError, validateEnv } from "@/lib/config/env";
import { StartupError } from "./startup-error";

/**
 * The first step of every process's start (web server, worker, the cluster's database step):
 * every variable parsed at once, so a bad value stops the start with one message naming each
 * bad variable (exitOnStartupFailure prints it even with LOG_LEVEL=silent).
 */
export function requireValidEnv(): void {
  try {
    validateEnv();
  } catch (err) {
    if (err instanceof EnvError) throw new StartupError(`Fix these settings:\n${err.message}`);
    throw err;
  }
}
