import "server-only";
import { sql } from "drizzle-orm";
import { connectionRow } from "@/lib/channels/connections";
import { dbOf, type Ctx } from "@/lib/domain/context";
import { AppError } from "@/lib/domain/errors";
import { companySql } from "@/lib/domain/tenancy";

/** The platform's documented Send API ceilings for an Instagram professional account. */
export const PHOTOAPP_SEND_LIMITS = { textPerSecond: 100, mediaPerSecond: 10 } as const;

type Usage = Record<string, unknown>;
const num = (v: unknown) => (typeof v === "number" && Number.isFinite(v) ? v : null);

/**
 * The platform's own figures, from the usage headers of its last answer: X-Business-Use-Case-Usage
 * (per account: call_count, total_cputime, total_time in percent, estimated_time_to_regain_access
 * in minutes) or X-App-Usage. The highest percentage is what is used up.
 */
function platformFigures(usage: Usage | undefined) {
  if (!usage) return null;
  const buc = usage["x-business-use-case-usage"] as Record<string, Usage[]> | undefined;
  const entries: Usage[] = buc ? Object.values(buc).flat() : [];
  const app = (usage["x-app-usage"] ?? usage["x-page-usage"]) as Usage | undefined;
  if (app) entries.push(app);
  if (!entries.length) return null;
  const pct = (k: string) => Math.max(0, ...entries.map((e) => num(e[k]) ?? 0));
  const used = Math.max(pct("call_count"), pct("total_cputime"), pct("total_time"));
  return {
    callCountPercent: pct("call_count"),
    totalCputimePercent: pct("total_cputime"),
    totalTimePercent: pct("total_time"),
    remainingPercent: Math.max(0, 100 - used),
    estimatedTimeToRegainAccessMinutes: Math.max(0, ...entries.map((e) => num(e.estimated_time_to_regain_access) ?? 0)),
  };
}

/** GET /photoapp/rate-limit: the send quota as the platform last reported it, and as this service counts its own sends. */
export async function photoappRateLimit({ ctx }: { ctx: Ctx }) {
  const row = await connectionRow(ctx, "PHOTOAPP");
  if (!row) throw AppError.conflict("Photoapp is not connected for this company; connect it under Settings → Channels", { reason: "channel_not_connected", channel: "photoapp" });
  const { rows } = await dbOf(ctx).execute<{ last_second: number; last_minute: number; last_hour: number; last_day: number }>(sql`
    select count(*) filter (where created_at > now() - interval '1 second')::int as last_second,
           count(*) filter (where created_at > now() - interval '1 minute')::int as last_minute,
           count(*) filter (where created_at > now() - interval '1 hour')::int as last_hour,
           count(*)::int as last_day
    from messages where conversation_id in (select id from conversations where ${companySql(ctx)} and channel = 'PHOTOAPP' and last_message_at > now() - interval '1 day')
      and direction = 'outbound' and created_at > now() - interval '1 day'`);
  const s = rows[0];
  const reported = row.platformUsage ? platformFigures(row.platformUsage.usage) : null;
  return {
    mode: row.mode === "sandbox" ? "sandbox" : "live",
    platform: reported ? { reportedAt: row.platformUsage!.reportedAt, ...reported } : null,
    service: {
      limits: PHOTOAPP_SEND_LIMITS,
      sent: { lastSecond: s.last_second, lastMinute: s.last_minute, lastHour: s.last_hour, last24Hours: s.last_day },
      remainingThisSecond: Math.max(0, PHOTOAPP_SEND_LIMITS.textPerSecond - s.last_second),
    },
    remainingPercent: reported?.remainingPercent ?? 100,
  };
}
