CREATE TYPE "public"."channel" AS ENUM('CHATAPP', 'PHOTOAPP', 'SOCIALCHAT', 'BOTCHAT', 'WEBCHAT', 'SMS');--> statement-breakpoint
CREATE TABLE "channel_connections" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"channel" "channel" NOT NULL,
	"identifiers" jsonb NOT NULL,
	"secret_ciphertext" text,
	"status" text DEFAULT 'connected' NOT NULL,
	"connected_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "channel_connections" ADD CONSTRAINT "channel_connections_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "channel_connections_company_channel_key" ON "channel_connections" USING btree ("company_id","channel");