import "server-only";
import { sql } from "drizzle-orm";
import { dbOf, type Ctx } from "@/lib/domain/context";
import { companySql } from "@/lib/domain/tenancy";
import type { WidgetMessage } from "./schemas";
import { fileSignature } from "./visitor-token";

type Row = { id: string; seq: string | number; direction: "inbound" | "outbound"; type: string; text: string | null; content: Record<string, unknown>; status: string; created_at: string | Date };

/** A stored message as the widget shows it; a file's link carries its signature for the visitor. */
export function presentWidgetMessage(companyId: string, visitorId: string, r: Row): WidgetMessage {
  const c = r.content ?? {};
  const fileId = typeof c.fileId === "string" ? c.fileId : null;
  return {
    id: r.id,
    seq: Number(r.seq),
    from: r.direction === "inbound" ? "visitor" : "agent",
    type: r.type,
    text: fileId ? ((c.caption as string | null) ?? null) : (r.text ?? (typeof c.body === "string" ? c.body : null)),
    file: fileId
      ? { name: String(c.filename), mimeType: String(c.mimeType), size: Number(c.size), url: `/api/widget/${companyId}/files/${fileId}?sig=${fileSignature(companyId, fileId, visitorId)}` }
      : null,
    status: r.status,
    at: new Date(r.created_at).toISOString(),
    ...(Array.isArray(c.choices) && { choices: (c.choices as { id: string; title: string }[]).map((x) => ({ id: x.id, title: x.title })) }),
  };
}

/**
 * The visitor's messages on the website chat (every conversation of its contact there), in
 * arrival order after `after`; failed sends are left out. At most `limit`.
 */
export async function visitorMessages(ctx: Pick<Ctx, "companyId" | "tx">, visitorId: string, after = 0, limit = 200): Promise<WidgetMessage[]> {
  const { rows } = await dbOf(ctx).execute<Row>(sql`
    select m.id, m.seq, m.direction, m.type, m.text, m.content, m.status, m.created_at
    from contact_channel_ids i
    join messages m on m.contact_id = i.contact_id and m.channel = 'WEBCHAT' and ${companySql(ctx, "m")}
    where ${companySql(ctx, "i")} and i.channel = 'WEBCHAT' and i.external_id = ${visitorId}
      and m.seq > ${after} and m.status not in ('queued', 'failed')
    order by m.seq
    limit ${limit}`);
  return rows.map((r) => presentWidgetMessage(ctx.companyId, visitorId, r));
}

/** The last `limit` messages (the panel's first load), oldest first. */
export async function recentVisitorMessages(ctx: Pick<Ctx, "companyId" | "tx">, visitorId: string, limit = 100): Promise<WidgetMessage[]> {
  const { rows } = await dbOf(ctx).execute<{ seq: string | number }>(sql`
    select m.seq from contact_channel_ids i
    join messages m on m.contact_id = i.contact_id and m.channel = 'WEBCHAT' and ${companySql(ctx, "m")}
    where ${companySql(ctx, "i")} and i.channel = 'WEBCHAT' and i.external_id = ${visitorId}
    order by m.seq desc offset ${limit - 1} limit 1`);
  const from = rows[0] ? Number(rows[0].seq) - 1 : 0;
  return visitorMessages(ctx, visitorId, from, limit);
}
