import "server-only";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { agentPresence, contacts, conversations } from "@/db/schema";
import { insertUser } from "@/lib/company/create-company";
import { newId, randomBase62 } from "@/lib/ids";

/** A user of the company with the role, online now (as a dashboard tab's stream renews them) unless `online: false`. */
export async function agent(db: DbOrTx, companyId: string, name: string, opts: { role?: "agent" | "admin" | "marketer"; online?: boolean } = {}) {
  const user = await insertUser(db, { companyId, name, email: `${name.toLowerCase().replace(/\W+/g, "-")}-${randomBase62(6).toLowerCase()}@routing.test`, password: "routing-test-password", role: opts.role ?? "agent" });
  if (opts.online !== false) await db.insert(agentPresence).values({ userId: user.id, companyId, lastSeenAt: sql`now()`, lastActiveAt: sql`now()` });
  return user.id;
}

/**
 * `n` customers who each just wrote to the inbox: open conversations nobody holds, oldest
 * first (one second apart), in one statement.
 */
export async function waitingConversations(db: DbOrTx, companyId: string, inboxId: string, n: number, opts: { channel?: string; teamId?: string } = {}) {
  const rows = Array.from({ length: n }, (_, i) => ({ ct: newId("ct"), cv: newId("cnv"), i }));
  await db.insert(contacts).values(rows.map((r) => ({ id: r.ct, companyId, name: `Customer ${r.i}` })));
  const base = Date.now() - n * 1000;
  await db.insert(conversations).values(
    rows.map((r) => ({
      id: r.cv,
      companyId,
      contactId: r.ct,
      channel: (opts.channel ?? "BOTCHAT") as "BOTCHAT",
      inboxId,
      teamId: opts.teamId ?? null,
      lastInboundAt: new Date(base + r.i * 1000),
      lastMessageAt: new Date(base + r.i * 1000),
      createdAt: new Date(base + r.i * 1000),
    })),
  );
  return rows.map((r) => r.cv);
}
