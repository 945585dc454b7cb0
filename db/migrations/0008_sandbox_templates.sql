CREATE TABLE "chatapp_sandbox_templates" (
	"id" text PRIMARY KEY NOT NULL,
	"waba_id" text NOT NULL,
	"name" text NOT NULL,
	"language" text NOT NULL,
	"category" text NOT NULL,
	"components" jsonb NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"rejected_reason" text,
	"quality_score" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "chatapp_sandbox_templates_waba_name_language_key" ON "chatapp_sandbox_templates" USING btree ("waba_id","name","language");