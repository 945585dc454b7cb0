import "server-only";
import { AppError } from "@/lib/domain/errors";
import { log } from "@/lib/log";
import { keySetting, open, SecretKeyMismatchError } from "./secret-box";

/** What a stored secret belongs to, for the message that tells the admin how to replace it. */
export interface SecretOwner {
  /** e.g. "The chatapp access token" */
  what: string;
  /** e.g. "Reconnect the channel (Settings → Channels, or PUT /api/v1/channels/chatapp)" */
  fix: string;
  /** Names the owner in the error body: { channel, connectionId } or { webhookId } ... */
  details: Record<string, unknown>;
}

/**
 * Opens a stored secret for use now. One written under another key (a CLI or a second server
 * with another ENCRYPTION_KEY / NEXTAUTH_SECRET, or a key rotated while running) is a 409 that
 * says what to replace, not a 500: the process refuses to start over such secrets, so this
 * only happens when a key changed after the start check.
 */
export function openStoredSecret(sealed: string, owner: SecretOwner): string {
  try {
    return open(sealed);
  } catch (err) {
    if (!(err instanceof SecretKeyMismatchError)) throw err;
    const setting = keySetting();
    log.warn("stored secret written under another key", { ...owner.details, storedKeyId: err.storedKeyId, currentKeyId: err.currentKeyId, setting });
    throw AppError.conflict(
      `${owner.what} cannot be read: it was encrypted with another key than this server's (${setting}). ${owner.fix} to store it again under the current key, or run every process with the same ${setting}.`,
      { reason: "secret_unreadable", ...owner.details, setting },
    );
  }
}
