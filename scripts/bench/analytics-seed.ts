/**
 * Set-based seeding for `npm run bench:analytics`: one large company (conversations of ten
 * messages over two years) among many small ones, written with generate_series and with
 * the messages table's secondary indexes and the analytics triggers off while it loads.
 */
import pg from "pg";

export const AGENTS = 15;
export const TEMPLATES = 10;

/** A pseudo-random number in [0, 1) from a row number and a salt (stable across statements). */
const rnd = (expr: string, salt: string) => `(('x' || substr(md5(${expr} || '${salt}'), 1, 8))::bit(32)::bigint / 4294967296.0)`;

const SECONDARY = ["messages_conversation_idx", "messages_template_idx", "messages_company_created_idx", "messages_library_item_idx", "messages_platform_id_key"];

export async function dropMessageIndexes(c: pg.Client): Promise<string[]> {
  const { rows } = await c.query<{ indexname: string; indexdef: string }>(`select indexname, indexdef from pg_indexes where tablename = 'messages' and indexname = any($1)`, [SECONDARY]);
  for (const r of rows) await c.query(`drop index ${r.indexname}`);
  return rows.map((r) => r.indexdef);
}

/** Agents, contacts and `conversations` conversations of `companyId` (ids prefixed with `p`). */
export async function seedPeople(c: pg.Client, companyId: string, p: string, conversations: number, contacts: number, days: number) {
  await c.query(`insert into users (id, company_id, email, name, password_hash, role)
    select 'usr_${p}_' || g, $1, 'agent' || g || '-${p}@bench.test', 'Agent ' || g, 'x', 'agent' from generate_series(1, ${AGENTS}) g`, [companyId]);
  await c.query(`insert into contacts (id, company_id, name) select 'ct_${p}_' || g, $1, 'Customer ' || g from generate_series(1, ${contacts}) g`, [companyId]);
  // Each channel's inbox (the conversations belong to one), then the conversations: the first
  // `contacts` are one per contact, so the OPEN ones never share a contact and inbox.
  await c.query(`insert into channel_connections (id, company_id, channel, name, identifiers, mode)
    select 'chn_${p}_' || ch, $1, ch::channel, ch, '{}', 'sandbox' from unnest(array['CHATAPP', 'SMS', 'PHOTOAPP']) ch
    on conflict (company_id, channel) where is_default do nothing`, [companyId]);
  await c.query(`insert into conversations (id, company_id, contact_id, channel, inbox_id, status, assigned_agent_id, created_at, resolved_at)
    select 'cv_${p}_' || g, $1, 'ct_${p}_' || (1 + (g - 1) % ${contacts}), ch::channel,
      (select id from channel_connections i where i.company_id = $1 and i.channel = ch::channel and i.is_default),
      st::conversation_status, case when r2 < 0.9 then 'usr_${p}_' || (1 + g % ${AGENTS}) end, created,
      case when st = 'RESOLVED' then created + interval '1 second' * (300 + r3 * 172800) end
    from (select g, case when ${rnd("g", "a")} < 0.7 then 'CHATAPP' when ${rnd("g", "a")} < 0.85 then 'SMS' else 'PHOTOAPP' end ch, ${rnd("g", "b")} r2, ${rnd("g", "c")} r3,
            now() - interval '1 day' * ${days} * ${rnd("g", "d")} - interval '1 day' as created,
            case when g <= ${Math.floor(contacts / 10)} then 'OPEN' when ${rnd("g", "e")} < 0.85 then 'RESOLVED' else 'CLOSED' end st
          from generate_series(1, ${conversations}) g) x`, [companyId]);
}

/**
 * Ten messages for each conversation number in [from, to]: a fifth start with a template
 * send, the rest with the customer; then customer and agent alternate a few minutes apart.
 */
export async function seedMessages(c: pg.Client, p: string, from: number, to: number) {
  await c.query(`insert into messages (id, company_id, conversation_id, contact_id, channel, direction, type, status, sent_by_user_id, template_name, created_at)
    select 'msg_${p}_' || g || '_' || k, v.company_id, v.id, v.contact_id, v.channel, d::message_direction, 'text',
      (case when d = 'inbound' then 'received' when s < 0.5 then 'read' when s < 0.75 then 'delivered' when s < 0.9 then 'sent' else 'failed' end)::message_status,
      case when d = 'outbound' and not tpl then v.assigned_agent_id end,
      case when tpl then 'template_' || (g % ${TEMPLATES}) end,
      v.created_at + interval '1 minute' * (k * 4 + 3 * ${rnd("g * 10 + k", "t")})
    from generate_series(${from}, ${to}) g
    join conversations v on v.id = 'cv_${p}_' || g
    cross join generate_series(0, 9) k
    cross join lateral (select k = 0 and ${rnd("g", "f")} < 0.2 as tpl, ${rnd("g * 10 + k", "s")} as s) x
    cross join lateral (select case when tpl or k % 2 = 1 then 'outbound' else 'inbound' end as d) y`);
}
