-- Analytics rollups go stale when messages, conversations or a company's time zone change.
-- Statement-level triggers append the touched hours to analytics_dirty in the writer's own
-- transaction (one row per company and hour per statement, however many rows it wrote); the
-- fold (lib/analytics/fold.ts) recomputes those days. An inbound message can make an
-- outbound message of the previous 24 hours "replied", so its range reaches back 24 hours.
CREATE FUNCTION analytics_mark_messages() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO analytics_dirty (company_id, from_at, to_at)
    SELECT DISTINCT company_id, date_trunc('hour', created_at) - CASE WHEN direction = 'inbound' THEN interval '24 hours' ELSE interval '0' END, date_trunc('hour', created_at) + interval '1 hour'
    FROM analytics_new;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO analytics_dirty (company_id, from_at, to_at)
    SELECT DISTINCT n.company_id, date_trunc('hour', x.at) - CASE WHEN n.direction = 'inbound' THEN interval '24 hours' ELSE interval '0' END, date_trunc('hour', x.at) + interval '1 hour'
    FROM analytics_new n JOIN analytics_old o ON o.id = n.id
    CROSS JOIN LATERAL (VALUES (n.created_at), (o.created_at)) x(at)
    WHERE n.status IS DISTINCT FROM o.status OR n.created_at IS DISTINCT FROM o.created_at OR n.direction IS DISTINCT FROM o.direction
       OR n.sent_by_user_id IS DISTINCT FROM o.sent_by_user_id OR n.template_name IS DISTINCT FROM o.template_name
       OR n.channel IS DISTINCT FROM o.channel OR n.conversation_id IS DISTINCT FROM o.conversation_id;
  ELSE
    INSERT INTO analytics_dirty (company_id, from_at, to_at)
    SELECT DISTINCT company_id, date_trunc('hour', created_at) - CASE WHEN direction = 'inbound' THEN interval '24 hours' ELSE interval '0' END, date_trunc('hour', created_at) + interval '1 hour'
    FROM analytics_old;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER analytics_messages_insert AFTER INSERT ON messages REFERENCING NEW TABLE AS analytics_new FOR EACH STATEMENT EXECUTE FUNCTION analytics_mark_messages();
--> statement-breakpoint
CREATE TRIGGER analytics_messages_update AFTER UPDATE ON messages REFERENCING OLD TABLE AS analytics_old NEW TABLE AS analytics_new FOR EACH STATEMENT EXECUTE FUNCTION analytics_mark_messages();
--> statement-breakpoint
CREATE TRIGGER analytics_messages_delete AFTER DELETE ON messages REFERENCING OLD TABLE AS analytics_old FOR EACH STATEMENT EXECUTE FUNCTION analytics_mark_messages();
--> statement-breakpoint
-- Conversations: opened and status count on the day opened, resolutions on the day resolved.
CREATE FUNCTION analytics_mark_conversations() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO analytics_dirty (company_id, from_at, to_at)
    SELECT DISTINCT company_id, date_trunc('hour', created_at), date_trunc('hour', created_at) + interval '1 hour' FROM analytics_new;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO analytics_dirty (company_id, from_at, to_at)
    SELECT DISTINCT n.company_id, date_trunc('hour', x.at), date_trunc('hour', x.at) + interval '1 hour'
    FROM analytics_new n JOIN analytics_old o ON o.id = n.id
    CROSS JOIN LATERAL (VALUES (n.created_at), (o.created_at), (n.resolved_at), (o.resolved_at)) x(at)
    WHERE x.at IS NOT NULL AND (n.status IS DISTINCT FROM o.status OR n.assigned_agent_id IS DISTINCT FROM o.assigned_agent_id
       OR n.resolved_at IS DISTINCT FROM o.resolved_at OR n.created_at IS DISTINCT FROM o.created_at OR n.channel IS DISTINCT FROM o.channel);
  ELSE
    INSERT INTO analytics_dirty (company_id, from_at, to_at)
    SELECT DISTINCT o.company_id, date_trunc('hour', x.at), date_trunc('hour', x.at) + interval '1 hour'
    FROM analytics_old o CROSS JOIN LATERAL (VALUES (o.created_at), (o.resolved_at)) x(at) WHERE x.at IS NOT NULL;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER analytics_conversations_insert AFTER INSERT ON conversations REFERENCING NEW TABLE AS analytics_new FOR EACH STATEMENT EXECUTE FUNCTION analytics_mark_conversations();
--> statement-breakpoint
CREATE TRIGGER analytics_conversations_update AFTER UPDATE ON conversations REFERENCING OLD TABLE AS analytics_old NEW TABLE AS analytics_new FOR EACH STATEMENT EXECUTE FUNCTION analytics_mark_conversations();
--> statement-breakpoint
CREATE TRIGGER analytics_conversations_delete AFTER DELETE ON conversations REFERENCING OLD TABLE AS analytics_old FOR EACH STATEMENT EXECUTE FUNCTION analytics_mark_conversations();
--> statement-breakpoint
-- A new time zone moves every day boundary: the company's rollups are rebuilt whole.
CREATE FUNCTION analytics_mark_company() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO analytics_dirty (company_id, from_at, to_at) VALUES (NEW.id, '-infinity', 'infinity');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER analytics_company_timezone AFTER UPDATE OF timezone ON companies FOR EACH ROW WHEN (OLD.timezone IS DISTINCT FROM NEW.timezone) EXECUTE FUNCTION analytics_mark_company();
--> statement-breakpoint
-- History written before this migration: every company is folded whole once.
INSERT INTO analytics_dirty (company_id, from_at, to_at) SELECT id, '-infinity', 'infinity' FROM companies;
