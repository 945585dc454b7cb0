CREATE TYPE "public"."otp_channel_choice" AS ENUM('AUTO', 'CHATAPP', 'SMS');--> statement-breakpoint
CREATE TYPE "public"."otp_status" AS ENUM('SENDING', 'PENDING', 'VERIFIED', 'SUPERSEDED', 'EXHAUSTED', 'FAILED');--> statement-breakpoint
CREATE TABLE "otp_codes" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"phone" text NOT NULL,
	"channel" "channel" NOT NULL,
	"code_hash" text NOT NULL,
	"status" "otp_status" DEFAULT 'SENDING' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"message_id" text,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "otp_settings" (
	"company_id" text PRIMARY KEY NOT NULL,
	"code_length" integer NOT NULL,
	"expiry_minutes" integer NOT NULL,
	"max_attempts" integer NOT NULL,
	"resend_cooldown_seconds" integer NOT NULL,
	"max_sends_per_hour" integer NOT NULL,
	"default_channel" "otp_channel_choice" NOT NULL,
	"template_name" text,
	"template_language" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "otp_codes" ADD CONSTRAINT "otp_codes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "otp_settings" ADD CONSTRAINT "otp_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "otp_codes_company_phone_idx" ON "otp_codes" USING btree ("company_id","phone","created_at");