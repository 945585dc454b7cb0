-- Inboxes: a company may hold several connections per channel (numbers, pages, bots), one of
-- them the channel's default; conversations belong to one. Existing connections become the
-- default inboxes, every company gets its website-chat inbox, and a channel that was
-- disconnected but still has conversations gets a disconnected default inbox to hold them.
ALTER TABLE "channel_connections" ADD COLUMN "name" text;--> statement-breakpoint
-- Existing connections are named as each channel names its account (plug-ins' displayName).
UPDATE "channel_connections" SET "name" = coalesce(
  CASE "channel" WHEN 'CHATAPP' THEN coalesce("identifiers"->>'displayPhoneNumber', "identifiers"->>'phoneNumberId')
                 WHEN 'PHOTOAPP' THEN coalesce('@' || ("identifiers"->>'username'), "identifiers"->>'pageName', "identifiers"->>'instagramAccountId')
                 WHEN 'SOCIALCHAT' THEN coalesce("identifiers"->>'pageName', "identifiers"->>'pageId')
                 WHEN 'BOTCHAT' THEN coalesce('@' || ("identifiers"->>'username'), "identifiers"->>'name')
                 WHEN 'SMS' THEN "identifiers"->>'phoneNumber' END,
  initcap(lower("channel"::text)));--> statement-breakpoint
ALTER TABLE "channel_connections" ALTER COLUMN "name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "channel_connections" ADD COLUMN "is_default" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "channel_connections" ADD COLUMN "settings" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "channel_connections" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
DROP INDEX "channel_connections_company_channel_key";--> statement-breakpoint
CREATE UNIQUE INDEX "channel_connections_default_key" ON "channel_connections" USING btree ("company_id","channel") WHERE "channel_connections"."is_default";--> statement-breakpoint
CREATE INDEX "channel_connections_company_idx" ON "channel_connections" USING btree ("company_id","channel","created_at");--> statement-breakpoint
INSERT INTO "channel_connections" ("id", "company_id", "channel", "name", "identifiers", "mode", "status", "connected_at", "is_default")
  SELECT 'chn_w' || substr(md5(c.id), 1, 16), c.id, 'WEBCHAT', 'Website chat', '{}'::jsonb, 'live', 'connected', now(), true FROM "companies" c
  ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "channel_connections" ("id", "company_id", "channel", "name", "identifiers", "mode", "status", "is_default")
  SELECT 'chn_d' || substr(md5(x.company_id || x.channel::text), 1, 16), x.company_id, x.channel, initcap(lower(x.channel::text)), '{}'::jsonb, 'live', 'disconnected', true
  FROM (SELECT DISTINCT "company_id", "channel" FROM "conversations") x
  WHERE NOT EXISTS (SELECT 1 FROM "channel_connections" i WHERE i.company_id = x.company_id AND i.channel = x.channel)
  ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Added nullable (instant), filled, then required: the fill is one pass over conversations.
ALTER TABLE "conversations" ADD COLUMN "inbox_id" text;--> statement-breakpoint
UPDATE "conversations" c SET "inbox_id" = i.id FROM "channel_connections" i
  WHERE i.company_id = c.company_id AND i.channel = c.channel AND i.is_default;--> statement-breakpoint
ALTER TABLE "conversations" ALTER COLUMN "inbox_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_inbox_id_channel_connections_id_fk" FOREIGN KEY ("inbox_id") REFERENCES "public"."channel_connections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
DROP INDEX "conversations_one_open_key";--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_one_open_key" ON "conversations" USING btree ("company_id","contact_id","inbox_id") WHERE "conversations"."status" = 'OPEN';--> statement-breakpoint
CREATE INDEX "conversations_inbox_id_idx" ON "conversations" USING btree ("inbox_id","status","last_message_at");
