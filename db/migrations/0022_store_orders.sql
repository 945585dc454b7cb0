CREATE TYPE "public"."order_financial_status" AS ENUM('PENDING', 'AUTHORIZED', 'PARTIALLY_PAID', 'PAID', 'PARTIALLY_REFUNDED', 'REFUNDED', 'VOIDED');--> statement-breakpoint
CREATE TYPE "public"."order_fulfillment_status" AS ENUM('UNFULFILLED', 'PARTIAL', 'FULFILLED');--> statement-breakpoint
CREATE TYPE "public"."order_status" AS ENUM('PENDING', 'PROCESSING', 'COMPLETED', 'CANCELLED', 'REFUNDED');--> statement-breakpoint
CREATE TYPE "public"."store_platform" AS ENUM('SHOPIFY', 'WOOCOMMERCE', 'CUSTOM');--> statement-breakpoint
CREATE TABLE "carts" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"connection_id" text NOT NULL,
	"external_id" text NOT NULL,
	"contact_id" text,
	"email" text,
	"phone" text,
	"currency" text,
	"total" numeric(14, 2) DEFAULT 0 NOT NULL,
	"line_items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL,
	"checked_out_at" timestamp with time zone,
	"abandoned_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"connection_id" text,
	"external_id" text,
	"order_number" text NOT NULL,
	"source" text NOT NULL,
	"contact_id" text,
	"customer_id" text,
	"email" text,
	"phone" text,
	"customer_name" text,
	"currency" text NOT NULL,
	"subtotal" numeric(14, 2) DEFAULT 0 NOT NULL,
	"total_tax" numeric(14, 2) DEFAULT 0 NOT NULL,
	"total_shipping" numeric(14, 2) DEFAULT 0 NOT NULL,
	"total_discounts" numeric(14, 2) DEFAULT 0 NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	"refunded_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"refunds" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" "order_status" NOT NULL,
	"financial_status" "order_financial_status" NOT NULL,
	"fulfillment_status" "order_fulfillment_status" NOT NULL,
	"line_items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"shipping_address" jsonb,
	"tracking_number" text,
	"tracking_url" text,
	"cart_token" text,
	"note" text,
	"placed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	"store_updated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_categories" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"connection_id" text,
	"external_id" text,
	"name" text NOT NULL,
	"description" text,
	"sku" text,
	"price" numeric(14, 2) DEFAULT 0 NOT NULL,
	"compare_at_price" numeric(14, 2),
	"currency" text,
	"inventory_quantity" integer,
	"image_url" text,
	"vendor" text,
	"category_id" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"variants" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_connections" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"platform" "store_platform" NOT NULL,
	"shop_domain" text NOT NULL,
	"name" text NOT NULL,
	"secret_sealed" text NOT NULL,
	"abandoned_cart_minutes" integer DEFAULT 60 NOT NULL,
	"webhook_count" integer DEFAULT 0 NOT NULL,
	"last_webhook_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_customers" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"connection_id" text,
	"external_id" text,
	"email" text,
	"phone" text,
	"first_name" text,
	"last_name" text,
	"contact_id" text,
	"accepts_marketing" boolean,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_webhook_receipts" (
	"connection_id" text NOT NULL,
	"webhook_id" text NOT NULL,
	"company_id" text NOT NULL,
	"topic" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_webhook_receipts_connection_id_webhook_id_pk" PRIMARY KEY("connection_id","webhook_id")
);
--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_connection_id_store_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."store_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_connection_id_store_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."store_connections"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_store_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."store_customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_connection_id_store_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."store_connections"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_product_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."product_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_connections" ADD CONSTRAINT "store_connections_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_customers" ADD CONSTRAINT "store_customers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_customers" ADD CONSTRAINT "store_customers_connection_id_store_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."store_connections"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_customers" ADD CONSTRAINT "store_customers_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_webhook_receipts" ADD CONSTRAINT "store_webhook_receipts_connection_id_store_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."store_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "carts_connection_external_key" ON "carts" USING btree ("connection_id","external_id");--> statement-breakpoint
CREATE INDEX "carts_company_idx" ON "carts" USING btree ("company_id","last_activity_at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_connection_external_key" ON "orders" USING btree ("connection_id","external_id");--> statement-breakpoint
CREATE INDEX "orders_company_placed_idx" ON "orders" USING btree ("company_id","placed_at","id");--> statement-breakpoint
CREATE INDEX "orders_contact_placed_idx" ON "orders" USING btree ("contact_id","placed_at");--> statement-breakpoint
CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_categories_company_name_key" ON "product_categories" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "products_connection_external_key" ON "products" USING btree ("connection_id","external_id");--> statement-breakpoint
CREATE INDEX "products_company_name_idx" ON "products" USING btree ("company_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "products_company_sku_idx" ON "products" USING btree ("company_id",lower("sku"));--> statement-breakpoint
CREATE UNIQUE INDEX "store_connections_company_domain_key" ON "store_connections" USING btree ("company_id",lower("shop_domain"));--> statement-breakpoint
CREATE UNIQUE INDEX "store_customers_connection_external_key" ON "store_customers" USING btree ("connection_id","external_id");--> statement-breakpoint
CREATE INDEX "store_customers_company_created_idx" ON "store_customers" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "store_customers_contact_idx" ON "store_customers" USING btree ("contact_id");