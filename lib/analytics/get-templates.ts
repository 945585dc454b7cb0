import "server-only";
import { sql } from "drizzle-orm";
import { dbOf, type Ctx } from "@/lib/domain/context";
import { MESSAGE_SUMS, messageTotals, pct, rowsOf, scopeOf, type MessageRow } from "./read";
import type { RangeQuery } from "./schemas";

/** GET /chatapp/analytics/templates: the funnel of each template, most sent first. */
export async function getTemplates({ ctx, input }: { ctx: Ctx; input: RangeQuery & { limit: number } }) {
  const s = await scopeOf(ctx, input);
  const { rows } = await dbOf(ctx).execute<MessageRow & { name: string }>(sql`
    select r.template_name as name, ${MESSAGE_SUMS} from ${rowsOf(s, "keyed", { where: sql`t.template_name <> ''` })}
    group by r.template_name order by sum(r.outbound) desc, r.template_name limit ${input.limit}`);
  return {
    range: s.range,
    templates: rows.map((r) => {
      const m = messageTotals(r);
      return { name: r.name, total: m.outbound, sent: m.sent, delivered: m.delivered, read: m.read, replied: m.replied, failed: m.failed, deliveryRate: pct(m.delivered, m.outbound), readRate: pct(m.read, m.outbound), replyRate: pct(m.replied, m.outbound) };
    }),
  };
}
