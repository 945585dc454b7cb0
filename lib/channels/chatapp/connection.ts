import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { channelConnections } from "@/db/schema";
import { openStoredSecret } from "@/lib/crypto/open-secret";
import { dbOf, type Ctx } from "@/lib/domain/context";
import { AppError } from "@/lib/domain/errors";
import { inCompany } from "@/lib/domain/tenancy";

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

function toConnection(row: typeof channelConnections.$inferSelect): ChatappConnection {
  const ids = row.identifiers;
  return {
    id: row.id,
    companyId: row.companyId,
    mode: row.mode === "sandbox" ? "sandbox" : "live",
    status: row.status,
    phoneNumberId: ids.phoneNumberId,
    wabaId: ids.wabaId,
    displayPhoneNumber: ids.displayPhoneNumber ?? null,
    catalogId: ids.catalogId ?? null,
    accessToken: row.secretCiphertext
      ? openStoredSecret(row.secretCiphertext, {
          what: "The chatapp access token",
          fix: "Reconnect the channel (Settings → Channels, or PUT /api/v1/channels/chatapp with the access token)",
          details: { channel: "chatapp", connectionId: row.id },
        })
      : null,
  };
}

/** The company's connection, read in the caller's transaction when `ctx` carries one. */
export async function findChatappConnection(ctx: Pick<Ctx, "companyId" | "tx">): Promise<ChatappConnection | null> {
  const [row] = await dbOf(ctx)
    .select()
    .from(channelConnections)
    .where(inCompany(channelConnections, ctx, eq(channelConnections.channel, "CHATAPP")));
  return row ? toConnection(row) : null;
}

/** The company's connection, or 409: sending needs a connected channel. */
export async function requireChatappConnection(ctx: Pick<Ctx, "companyId" | "tx">): Promise<ChatappConnection> {
  const conn = await findChatappConnection(ctx);
  if (!conn || conn.status !== "connected") {
    throw AppError.conflict("Chatapp is not connected for this company; connect it under Settings → Channels", { reason: "channel_not_connected", channel: "chatapp" });
  }
  return conn;
}

// Callbacks name only the phone-number id; the mapping almost never changes, so a short
// per-process cache spares the hot inbound path a query per message.
const byPhoneNumberId = new Map<string, { companyId: string | null; at: number }>();
const CACHE_MS = 10_000;

/**
 * The company a callback belongs to, from the phone-number id in its metadata: the one read
 * across companies, since the platform's ids are global (a unique index keeps one company each).
 */
export async function companyForPhoneNumberId(phoneNumberId: string): Promise<string | null> {
  const hit = byPhoneNumberId.get(phoneNumberId);
  if (hit && Date.now() - hit.at < CACHE_MS) return hit.companyId;
  const [row] = await getDb()
    .select({ companyId: channelConnections.companyId })
    .from(channelConnections)
    .where(and(eq(channelConnections.channel, "CHATAPP"), sql`${channelConnections.identifiers} ->> 'phoneNumberId' = ${phoneNumberId}`));
  const companyId = row?.companyId ?? null;
  byPhoneNumberId.set(phoneNumberId, { companyId, at: Date.now() });
  return companyId;
}
