CREATE TABLE "widget_files" (
	"company_id" text NOT NULL,
	"id" text NOT NULL,
	"visitor_id" text NOT NULL,
	"name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "widget_files_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "widget_settings" (
	"company_id" text PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"display_name" text,
	"primary_color" text DEFAULT '#2563eb' NOT NULL,
	"text_color" text DEFAULT '#ffffff' NOT NULL,
	"greeting" text,
	"pre_chat_form" text DEFAULT 'off' NOT NULL,
	"position" text DEFAULT 'right' NOT NULL,
	"allowed_origins" text[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "widget_visitors" (
	"company_id" text NOT NULL,
	"id" text NOT NULL,
	"origin" text,
	"name" text,
	"email" text,
	"phone" text,
	"form_submitted_at" timestamp with time zone,
	"profile_applied_at" timestamp with time zone,
	"typing_at" timestamp with time zone,
	"last_read_at" timestamp with time zone,
	"last_seen_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "widget_visitors_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "widget_files" ADD CONSTRAINT "widget_files_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "widget_settings" ADD CONSTRAINT "widget_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "widget_visitors" ADD CONSTRAINT "widget_visitors_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "widget_files_visitor_idx" ON "widget_files" USING btree ("company_id","visitor_id");