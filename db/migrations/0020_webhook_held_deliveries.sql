ALTER TYPE "public"."webhook_delivery_status" ADD VALUE 'HELD';--> statement-breakpoint
ALTER TYPE "public"."webhook_delivery_status" ADD VALUE 'DISCARDED';--> statement-breakpoint
ALTER TABLE "webhook_delivery_attempts" ADD COLUMN "error_detail" text;--> statement-breakpoint
ALTER TABLE "webhooks" ADD COLUMN "failing_since" timestamp with time zone;