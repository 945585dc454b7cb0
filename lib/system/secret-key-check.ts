import "server-only";
import { checkStoredSecretKeys } from "@/lib/crypto/stored-secrets-check";
import { log } from "@/lib/log";
import { StartupError } from "./startup-error";
import { env } from "@/lib/config/env";

/**
 * The start check of every process that reads or writes stored secrets: refuses (throws a
 * StartupError) when any was written under another key, so a misconfigured second process
 * fails at once instead of every send on a channel failing later. ENCRYPTION_KEY_CHECK=warn
 * only warns, for the one start that lets an admin reconnect after the old key was lost.
 */
export async function requireOwnSecretKey(): Promise<void> {
  const problem = await checkStoredSecretKeys();
  if (!problem) return;
  if (env().ENCRYPTION_KEY_CHECK === "warn") {
    log.warn("stored secrets under another key (ENCRYPTION_KEY_CHECK=warn: starting anyway)", { reason: problem });
    process.stderr.write(`warning: ${problem}\n`);
    return;
  }
  throw new StartupError(problem);
}
