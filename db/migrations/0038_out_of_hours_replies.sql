CREATE TABLE "out_of_hours_replies" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"conversation_id" text NOT NULL,
	"inbox_id" text NOT NULL,
	"channel" "channel" NOT NULL,
	"reopens_at" timestamp with time zone NOT NULL,
	"language" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"message_id" text NOT NULL,
	"port_job" jsonb,
	"error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "out_of_hours_replies" ADD CONSTRAINT "out_of_hours_replies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "out_of_hours_replies" ADD CONSTRAINT "out_of_hours_replies_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "out_of_hours_replies" ADD CONSTRAINT "out_of_hours_replies_inbox_id_channel_connections_id_fk" FOREIGN KEY ("inbox_id") REFERENCES "public"."channel_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "out_of_hours_replies_period_key" ON "out_of_hours_replies" USING btree ("conversation_id","reopens_at");