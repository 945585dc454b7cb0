import { sql, type SQL } from "drizzle-orm";

type Fields = {
  channel: string;
  conversationId: SQL;
  contact: { id: SQL; name: SQL; phone: SQL };
  message: { id: SQL; direction: "inbound" | "outbound"; type: SQL; text: SQL; status: SQL; platformMessageId: SQL; platformUserId: SQL; content?: SQL; sentAt?: SQL; error?: SQL };
};

/**
 * The message event payload (./present.ts messageEventPayload) built in SQL, for the set-based
 * statements that write receipts and campaign sends at platform rates: the same keys, phone in
 * E.164. `extra` adds the optional receipt / campaign fields the schema allows.
 */
export function messageEventJsonSql(f: Fields, extra: SQL = sql`'{}'::jsonb`): SQL {
  const m = f.message;
  const phone = sql`case when ${f.contact.phone} <> '' then '+' || regexp_replace(${f.contact.phone}, '\\D', '', 'g') end`;
  return sql`(jsonb_build_object(
    'channel', ${f.channel}::text, 'conversationId', ${f.conversationId},
    'contact', jsonb_build_object('id', ${f.contact.id}, 'name', ${f.contact.name}, 'phone', ${phone}),
    'message', jsonb_build_object('id', ${m.id}, 'direction', ${m.direction}::text, 'type', ${m.type}, 'text', ${m.text}, 'status', ${m.status},
      'platformMessageId', ${m.platformMessageId}, 'platformUserId', ${m.platformUserId}, 'content', ${m.content ?? sql`null::jsonb`},
      'sentAt', to_char((${m.sentAt ?? sql`null::timestamptz`}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'error', ${m.error ?? sql`null::jsonb`})
  ) || ${extra})`;
}
