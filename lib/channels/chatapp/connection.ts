import "server-only";
import { connectionRow, inboxForRoutingId, requireConnection, toStoredConnection, type RoutedInbox } from "@/lib/channels/connections";
import type { Ctx } from "@/lib/domain/context";
import type { StoredConnection } from "../types";

export interface ChatappConnection {
  id: string;
  companyId: string;
  mode: "live" | "sandbox";
  status: string;
  phoneNumberId: string;
  wabaId: string;
  displayPhoneNumber: string | null;
  /** The platform catalog linked to the number (Commerce Manager), for product cards. */
  catalogId: string | null;
  /** Opened only here, for the provider; never presented or logged. */
  accessToken: string | null;
}

/** The layer's stored connection in chatapp's terms: its numbers by name. */
export function chatappConnectionOf(conn: StoredConnection): ChatappConnection {
  const ids = conn.identifiers;
  return {
    id: conn.id,
    companyId: conn.companyId,
    mode: conn.mode,
    status: conn.status,
    phoneNumberId: ids.phoneNumberId,
    wabaId: ids.wabaId,
    displayPhoneNumber: ids.displayPhoneNumber ?? null,
    catalogId: ids.catalogId ?? null,
    accessToken: conn.accessToken,
  };
}

/** The company's default number, read in the caller's transaction when `ctx` carries one. */
export async function findChatappConnection(ctx: Pick<Ctx, "companyId" | "tx">): Promise<ChatappConnection | null> {
  const row = await connectionRow(ctx, "CHATAPP");
  return row ? chatappConnectionOf(toStoredConnection(row)) : null;
}

/**
 * The number a send goes out of (the conversation's inbox, else the named one, else the
 * default), or 409: sending needs a connected inbox.
 */
export async function requireChatappConnection(ctx: Pick<Ctx, "companyId" | "tx">, via: { inboxId?: string | null; conversationId?: string | null } = {}): Promise<ChatappConnection> {
  return chatappConnectionOf(await requireConnection(ctx, "CHATAPP", via));
}

/**
 * The inbox a callback belongs to, from the phone-number id in its metadata: the channel
 * layer's routing lookup (the phone-number id is chatapp's routing id), cached per process.
 */
export function inboxForPhoneNumberId(phoneNumberId: string): Promise<RoutedInbox | null> {
  return inboxForRoutingId("CHATAPP", phoneNumberId);
}
