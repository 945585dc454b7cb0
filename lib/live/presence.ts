import "server-only";
import { eq, inArray, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { agentPresence, users } from "@/db/schema";
import { actorUserId, dbOf, type Ctx } from "@/lib/domain/context";
import { AppError } from "@/lib/domain/errors";
import { inCompany } from "@/lib/domain/tenancy";
import type { PresenceStatus } from "./events";
import { notifyLive } from "./notify";
import { requestRouting } from "@/lib/routing/request-routing";

/** A stream not renewed for this long is gone (the hub renews every 20 s). */
const SEEN_MS = 60_000;
/** No activity for this long in any tab: away. */
export const AWAY_AFTER_MS = 10 * 60_000;

type Row = { awaySet: boolean; lastActiveAt: Date | null; lastSeenAt: Date | null };

export function presenceOf(row: Row | undefined, now = Date.now()): PresenceStatus {
  if (!row?.lastSeenAt || now - row.lastSeenAt.getTime() > SEEN_MS) return "offline";
  if (row.awaySet || (row.lastActiveAt && now - row.lastActiveAt.getTime() > AWAY_AFTER_MS)) return "away";
  return "online";
}

// The status each user was last announced with, by this process: a change is announced once.
const g = globalThis as unknown as { __liveAnnounced?: Map<string, PresenceStatus> };
const announced = () => (g.__liveAnnounced ??= new Map());

async function announce(companyId: string, userId: string, status: PresenceStatus) {
  if (announced().get(userId) === status) return;
  announced().set(userId, status);
  await notifyLive({ c: companyId, k: "p", u: userId, s: status });
  // An agent coming online may take the conversations waiting for someone (lib/routing).
  if (status === "online") await requestRouting(undefined, companyId);
}

/** The hub's heartbeat for users with a stream open here: seen now, and any change (back online, away by idling) announced. */
export async function presenceHeartbeat(userIds: string[]): Promise<void> {
  if (!userIds.length) return;
  const rows = await getDb()
    .insert(agentPresence)
    .select(getDb().select({ userId: users.id, companyId: users.companyId, awaySet: sql`false`.as("away_set"), lastActiveAt: sql`now()`.as("last_active_at"), lastSeenAt: sql`now()`.as("last_seen_at"), notificationPrefs: sql`'{}'::jsonb`.as("notification_prefs") }).from(users).where(inArray(users.id, userIds)))
    .onConflictDoUpdate({ target: agentPresence.userId, set: { lastSeenAt: sql`now()` } })
    .returning();
  for (const r of rows) await announce(r.companyId, r.userId, presenceOf(r));
}

/**
 * The user's last stream in this process closed: offline, unless a tab elsewhere renews them
 * within the minute. A reload closes the old stream as the new one opens: when `streamingAgain`
 * says a stream of theirs joined meanwhile, they are seen again rather than announced offline
 * (its own heartbeat may have run before this write).
 */
export async function presenceLeft(companyId: string, userId: string, streamingAgain: () => boolean = () => false): Promise<void> {
  await getDb().update(agentPresence).set({ lastSeenAt: null }).where(eq(agentPresence.userId, userId));
  if (streamingAgain()) return presenceHeartbeat([userId]);
  await announce(companyId, userId, "offline");
}

/**
 * POST /api/v1/me/presence: the signed-in agent is active (a tab saw input), or sets
 * themselves away or back online by hand. Answers their status.
 */
export async function setMyPresence({ ctx, input }: { ctx: Ctx; input: { status?: "online" | "away"; active?: boolean } }): Promise<{ userId: string; status: PresenceStatus }> {
  const userId = actorUserId(ctx.actor);
  if (!userId || ctx.actor.kind !== "user") throw new AppError("FORBIDDEN", "Presence is a signed-in agent's: an API token has none", { reason: "not_a_user" });
  const set: Partial<Row> = {};
  if (input.status) set.awaySet = input.status === "away";
  if (input.active || input.status === "online") set.lastActiveAt = new Date();
  const [row] = await getDb()
    .insert(agentPresence)
    .values({ userId, companyId: ctx.companyId, awaySet: set.awaySet ?? false, lastActiveAt: set.lastActiveAt ?? new Date(), lastSeenAt: new Date() })
    .onConflictDoUpdate({ target: agentPresence.userId, set: { ...set, lastSeenAt: sql`now()` } })
    .returning();
  const status = presenceOf(row);
  await announce(ctx.companyId, userId, status);
  return { userId, status };
}

/** GET /api/v1/presence: every member of the company with their status (routing and the pickers read it). */
export async function listPresence({ ctx }: { ctx: Ctx }) {
  const rows = await dbOf(ctx)
    .select({ id: users.id, name: users.name, role: users.role, awaySet: agentPresence.awaySet, lastActiveAt: agentPresence.lastActiveAt, lastSeenAt: agentPresence.lastSeenAt })
    .from(users)
    .leftJoin(agentPresence, eq(agentPresence.userId, users.id))
    .where(inCompany(users, ctx))
    .orderBy(users.name);
  const now = Date.now();
  return {
    data: rows.map((r) => ({ userId: r.id, name: r.name, role: r.role, status: presenceOf(r.lastSeenAt ? { awaySet: !!r.awaySet, lastActiveAt: r.lastActiveAt, lastSeenAt: r.lastSeenAt } : undefined, now), lastActiveAt: r.lastActiveAt?.toISOString() ?? null })),
  };
}
