import { and, eq, sql } from "drizzle-orm";
import { getDb, type DbOrTx } from "@/db/client";
import { channelConnections } from "@/db/schema";
import { open } from "@/lib/crypto/secret-box";
import { AppError } from "@/lib/domain/errors";

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
    accessToken: row.secretCiphertext ? open(row.secretCiphertext) : null,
  };
}

export async function findChatappConnection(companyId: string, db: DbOrTx = getDb()): Promise<ChatappConnection | null> {
  const [row] = await db
    .select()
    .from(channelConnections)
    .where(and(eq(channelConnections.companyId, companyId), eq(channelConnections.channel, "CHATAPP")));
  return row ? toConnection(row) : null;
}

/** The company's connection, or 409: sending needs a connected channel. */
export async function requireChatappConnection(companyId: string): Promise<ChatappConnection> {
  const conn = await findChatappConnection(companyId);
  if (!conn || conn.status !== "connected") {
    throw AppError.conflict("Chatapp is not connected for this company; connect it under Settings → Channels", { reason: "channel_not_connected", channel: "chatapp" });
  }
  return conn;
}

// Callbacks name only the phone-number id; the mapping almost never changes, so a short
// per-process cache spares the hot inbound path a query per message.
const byPhoneNumberId = new Map<string, { companyId: string | null; at: number }>();
const CACHE_MS = 10_000;

/** The company a callback belongs to, from the phone-number id in its metadata. */
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
