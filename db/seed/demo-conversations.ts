import { sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { DEMO_CONVERSATIONS, rnd } from "./demo-contacts";

const PER_CONVERSATION = 6;

// What customers and agents say, in thread order (a line per exchange, inbound first).
const INBOUND = [
  "Hi, is the blue kaftan still available in medium?",
  "Can you deliver to Jumeirah tomorrow?",
  "My order hasn't arrived yet, can you check?",
  "Do you have the oud gift set in stock?",
  "What are your opening hours on Friday?",
  "I'd like to return a pair of sandals",
];
const OUTBOUND = [
  "Hello! Yes, we have it in medium. Shall I reserve one for you?",
  "Of course, delivery tomorrow between 2 and 6 pm works.",
  "Let me check that for you, one moment please.",
  "Yes, it's in stock. Would you like gift wrapping?",
  "We open from 2 pm to 10 pm on Fridays.",
  "Sure, I've sent you the return instructions.",
];
const FOLLOW_UP = ["Great, thank you!", "Perfect, see you then", "Any update?", "Yes please", "Thanks 🙏", "Received, thanks"];

const arr = (xs: readonly string[]) => sql.raw(`(array[${xs.map((x) => `'${x.replace(/'/g, "''")}'`).join(",")}]::text[])`);

/**
 * Conversations on the sandbox chatapp channel with six messages each, set-based. The first
 * third are OPEN (half of those end on an unread customer message), the rest RESOLVED; most
 * are assigned. The conversation summary columns are then derived from the messages
 * themselves, so the inbox shows exactly what the thread holds.
 */
export async function seedConversations(db: DbOrTx, companyId: string, agentIds: string[]) {
  const agents = sql.raw(`(array[${agentIds.map((a) => `'${a}'`).join(",")}]::text[])`);
  const open = Math.floor(DEMO_CONVERSATIONS / 3);
  await db.execute(sql`
    insert into conversations (id, company_id, contact_id, channel, inbox_id, status, assigned_agent_id, created_at, updated_at, resolved_at)
    select 'cv_demo_' || g, ${companyId}, 'ct_demo_' || g, 'CHATAPP', (select id from channel_connections i where i.company_id = ${companyId} and i.channel = 'CHATAPP' and i.is_default),
      (case when g <= ${open} then 'OPEN' else 'RESOLVED' end)::conversation_status,
      case when g % 5 <> 0 then ${agents}[1 + (g % ${agentIds.length})] end,
      started, started,
      case when g > ${open} then started + interval '1 hour' * (1 + 20 * ${rnd("g", "res")}) end
    from (select g, case when g <= ${open} then now() - interval '1 minute' * floor(60 * 24 * 3 * ${rnd("g", "start")}) - interval '20 minutes'
                         else now() - interval '1 minute' * floor(60 * 24 * 40 * ${rnd("g", "start")}) - interval '4 days' end as started
          from generate_series(1, ${DEMO_CONVERSATIONS}) g) x
    on conflict do nothing`);

  // k = 0..5 alternates customer / agent, a few minutes apart. Open conversations with an even
  // number end on the customer's message (k = 5 becomes inbound): those are the unread ones.
  await db.execute(sql`
    insert into messages (id, company_id, conversation_id, contact_id, channel, direction, type, text, content, status,
      platform_message_id, sent_by_user_id, sent_at, delivered_at, read_at, created_at)
    select 'msg_demo_' || g || '_' || k, v.company_id, v.id, v.contact_id, v.channel, d::message_direction, 'text', body,
      jsonb_build_object('text', jsonb_build_object('body', body)),
      (case when d = 'inbound' then 'received' when k < 5 or v.status = 'RESOLVED' then 'read' else 'delivered' end)::message_status,
      'wamid.demo' || md5(v.id || k), case when d = 'outbound' then coalesce(v.assigned_agent_id, ${agentIds[0]}) end,
      case when d = 'outbound' then at end, case when d = 'outbound' then at + interval '2 seconds' end,
      case when d = 'outbound' and (k < 5 or v.status = 'RESOLVED') then at + interval '3 minutes' end, at
    from generate_series(1, ${DEMO_CONVERSATIONS}) g
    join conversations v on v.id = 'cv_demo_' || g and v.company_id = ${companyId}
    cross join generate_series(0, ${PER_CONVERSATION - 1}) k
    cross join lateral (select case when k % 2 = 0 or (k = 5 and v.status = 'OPEN' and g % 2 = 0) then 'inbound' else 'outbound' end as d,
                               v.created_at + interval '1 minute' * (k * 4 + floor(3 * ${rnd("g * 10 + k", "t")})) as at) y
    cross join lateral (select case when k = 0 then ${arr(INBOUND)}[1 + g % ${INBOUND.length}]
                                    when d = 'outbound' then ${arr(OUTBOUND)}[1 + (g + k) % ${OUTBOUND.length}]
                                    else ${arr(FOLLOW_UP)}[1 + (g + k) % ${FOLLOW_UP.length}] end as body) b
    on conflict do nothing`);

  await db.execute(sql`
    update conversations v set last_message_at = m.created_at, last_message_preview = m.text, last_message_direction = m.direction,
      last_inbound_at = m.last_inbound, updated_at = m.created_at,
      unread_count = case when v.status = 'OPEN' and m.direction = 'inbound' then 2 else 0 end
    from (select distinct on (conversation_id) conversation_id, created_at, text, direction,
            max(created_at) filter (where direction = 'inbound') over (partition by conversation_id) as last_inbound
          from messages where company_id = ${companyId} and conversation_id like 'cv_demo_%'
          order by conversation_id, seq desc) m
    where v.id = m.conversation_id and v.last_message_at is null`);
  await db.execute(sql`
    update contacts c set last_interaction_at = v.last_message_at
    from conversations v where v.contact_id = c.id and v.company_id = ${companyId} and v.id like 'cv_demo_%' and c.last_interaction_at is null`);
}
