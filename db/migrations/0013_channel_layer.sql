CREATE TYPE "public"."photoapp_interactive_type" AS ENUM('buttons', 'quick_replies');--> statement-breakpoint
CREATE TABLE "contact_channel_ids" (
	"company_id" text NOT NULL,
	"channel" "channel" NOT NULL,
	"external_id" text NOT NULL,
	"contact_id" text NOT NULL,
	"display_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_channel_ids_company_id_channel_external_id_pk" PRIMARY KEY("company_id","channel","external_id")
);
--> statement-breakpoint
CREATE TABLE "photoapp_interactive_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"name" text NOT NULL,
	"type" "photoapp_interactive_type" NOT NULL,
	"config" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "photoapp_quick_replies" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"shortcut" text NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"category" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "photoapp_templates" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"cards" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "channel_connections" ADD COLUMN "routing_id" text;--> statement-breakpoint
ALTER TABLE "channel_connections" ADD COLUMN "platform_usage" jsonb;--> statement-breakpoint
-- Chatapp callbacks already route by the phone-number id: it becomes the generic routing id.
UPDATE "channel_connections" SET "routing_id" = "identifiers" ->> 'phoneNumberId' WHERE "channel" = 'CHATAPP';--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "library_item_id" text;--> statement-breakpoint
ALTER TABLE "contact_channel_ids" ADD CONSTRAINT "contact_channel_ids_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_channel_ids" ADD CONSTRAINT "contact_channel_ids_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photoapp_interactive_messages" ADD CONSTRAINT "photoapp_interactive_messages_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photoapp_quick_replies" ADD CONSTRAINT "photoapp_quick_replies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photoapp_templates" ADD CONSTRAINT "photoapp_templates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_channel_ids_contact_idx" ON "contact_channel_ids" USING btree ("contact_id");--> statement-breakpoint
CREATE INDEX "photoapp_interactive_company_idx" ON "photoapp_interactive_messages" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "photoapp_quick_replies_company_idx" ON "photoapp_quick_replies" USING btree ("company_id","category","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "photoapp_quick_replies_shortcut_key" ON "photoapp_quick_replies" USING btree ("company_id",lower("shortcut"));--> statement-breakpoint
CREATE INDEX "photoapp_templates_company_idx" ON "photoapp_templates" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "channel_connections_routing_key" ON "channel_connections" USING btree ("channel","routing_id");--> statement-breakpoint
CREATE INDEX "messages_library_item_idx" ON "messages" USING btree ("library_item_id","created_at") WHERE "messages"."library_item_id" is not null;