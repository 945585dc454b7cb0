import "server-only";
import { sql } from "drizzle-orm";
import { dbOf, type Ctx } from "@/lib/domain/context";
import { distribution, summarize } from "./buckets";
import { hist, rowsOf, scopeOf, TIME_SUMS } from "./read";
import type { RangeQuery } from "./schemas";

/** GET /chatapp/analytics/response-times: first response and resolution, summed histograms. */
export async function getResponseTimes({ ctx, input }: { ctx: Ctx; input: RangeQuery }) {
  const s = await scopeOf(ctx, input);
  const { rows } = await dbOf(ctx).execute<{ fr_seconds: number; fr_hist: unknown; res_seconds: number; res_hist: unknown }>(sql`
    select ${TIME_SUMS} from ${rowsOf(s, "channel", { where: sql`(t.first_response_hist is not null or t.resolution_hist is not null)` })}`);
  const r = rows[0];
  const fr = hist(r?.fr_hist);
  const res = hist(r?.res_hist);
  return {
    range: s.range,
    firstResponse: { ...summarize(fr, Number(r?.fr_seconds ?? 0)), distribution: distribution(fr) },
    resolution: { ...summarize(res, Number(r?.res_seconds ?? 0)), distribution: distribution(res) },
  };
}
