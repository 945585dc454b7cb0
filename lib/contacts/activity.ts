import "server-only";
import type { DbOrTx } from "@/db/client";
import { contactActivities } from "@/db/schema";
import type { Actor, Ctx } from "@/lib/domain/context";
import { actorLabel, actorUserId } from "@/lib/domain/context";
import type { ActivityType } from "./enums";

export interface ActivityEntry {
  contactId: string;
  type: ActivityType;
  data?: Record<string, unknown>;
}

/** Who a timeline entry is by: the type, id and display name of the actor. */
export function actorFields(actor: Actor) {
  return {
    actorType: actor.kind === "token" ? "api_token" : actor.kind,
    actorId: actor.kind === "token" ? actor.tokenId : actorUserId(actor),
    actorName: actorLabel(actor),
  };
}

/** Timeline rows, written by the caller inside the change's transaction. */
export async function recordActivities(db: DbOrTx, ctx: Ctx, entries: ActivityEntry[]) {
  if (!entries.length) return;
  const who = actorFields(ctx.actor);
  for (let i = 0; i < entries.length; i += 5000) {
    await db.insert(contactActivities).values(
      entries.slice(i, i + 5000).map((e) => ({ companyId: ctx.companyId, contactId: e.contactId, type: e.type, data: e.data ?? {}, ...who })),
    );
  }
}
