import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Tx } from "@/db/client";
import { companies } from "@/db/schema";
import type { Ctx } from "@/lib/domain/context";
import { validZone } from "./recurrence";

export const SCHEDULED_CHANNEL = "scheduled_messages";

/** The company's time zone (Settings), where recurrences keep their wall-clock time; UTC when unset or unknown. */
export async function companyZone(tx: Tx, ctx: Pick<Ctx, "companyId">): Promise<string> {
  const [c] = await tx.select({ tz: companies.timezone }).from(companies).where(eq(companies.id, ctx.companyId));
  return c?.tz && validZone(c.tz) ? c.tz : "UTC";
}

/** Wakes the engine loops (after commit) so a message due in less than their sleep fires on time. */
export async function wakeEngine(tx: Tx) {
  await tx.execute(sql`select pg_notify(${SCHEDULED_CHANNEL}, '')`);
}
