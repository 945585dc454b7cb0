import { sql, type SQL } from "drizzle-orm";

/**
 * The event payload's contact, built in SQL for set-based writes (bulk tags) so that it has
 * the same keys as the event presenter (lib/events/payloads/present.ts: phone in E.164) without loading thousands of rows into Node.
 * `c` is the contacts alias; tags are read at statement time.
 */
export function contactJsonSql(): SQL {
  return sql`json_build_object(
    'id', c.id, 'name', c.name, 'firstName', c.first_name, 'lastName', c.last_name,
    'phone', case when c.phone <> '' then '+' || c.phone end, 'email', c.email, 'avatar', c.avatar, 'externalId', c.external_id,
    'customFields', c.custom_fields,
    'tagIds', coalesce((select json_agg(t.id order by lower(t.name)) from contact_tags ct join tags t on t.id = ct.tag_id where ct.contact_id = c.id), '[]'::json),
    'tags', coalesce((select json_agg(json_build_object('id', t.id, 'name', t.name, 'color', t.color) order by lower(t.name)) from contact_tags ct join tags t on t.id = ct.tag_id where ct.contact_id = c.id), '[]'::json),
    'label', c.label, 'status', c.status, 'lifecycleStage', c.lifecycle_stage,
    'assignedAgentId', c.assigned_agent_id,
    'assignedAgent', (select json_build_object('id', u.id, 'name', u.name) from users u where u.id = c.assigned_agent_id),
    'source', c.source, 'channelType', c.channel_type, 'totalSpent', c.total_spent::float8, 'orderCount', c.order_count,
    'lastInteractionAt', to_char(c.last_interaction_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'marketingConsent', c.marketing_consent,
    'marketingConsentChangedAt', to_char(c.marketing_consent_changed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'marketingConsentSource', c.marketing_consent_source,
    'createdAt', to_char(c.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'updatedAt', to_char(c.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`;
}
