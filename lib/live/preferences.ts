import "server-only";
import { eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { agentPresence } from "@/db/schema";
import { actorUserId, type Ctx } from "@/lib/domain/context";
import { AppError } from "@/lib/domain/errors";
import { NOTIFICATION_DEFAULTS, type NotificationPrefs } from "./schemas";

function userOf(ctx: Ctx): string {
  const userId = actorUserId(ctx.actor);
  if (!userId || ctx.actor.kind !== "user") throw new AppError("FORBIDDEN", "Notification preferences are a signed-in person's: an API token has none", { reason: "not_a_user" });
  return userId;
}

/** GET /api/v1/me/notification-preferences: the signed-in person's choices, the defaults filled in. */
export async function myNotificationPrefs({ ctx }: { ctx: Ctx }): Promise<NotificationPrefs> {
  const [row] = await getDb().select({ prefs: agentPresence.notificationPrefs }).from(agentPresence).where(eq(agentPresence.userId, userOf(ctx)));
  return { ...NOTIFICATION_DEFAULTS, ...(row?.prefs ?? {}) };
}

/** PUT /api/v1/me/notification-preferences: what is given replaces that choice; the rest stay. */
export async function updateMyNotificationPrefs({ ctx, input }: { ctx: Ctx; input: Partial<NotificationPrefs> }): Promise<NotificationPrefs> {
  const userId = userOf(ctx);
  const patch = JSON.stringify(input);
  const [row] = await getDb()
    .insert(agentPresence)
    .values({ userId, companyId: ctx.companyId, notificationPrefs: input as Record<string, boolean> })
    .onConflictDoUpdate({ target: agentPresence.userId, set: { notificationPrefs: sql`${agentPresence.notificationPrefs} || ${patch}::jsonb` } })
    .returning({ prefs: agentPresence.notificationPrefs });
  return { ...NOTIFICATION_DEFAULTS, ...(row?.prefs ?? {}) };
}
