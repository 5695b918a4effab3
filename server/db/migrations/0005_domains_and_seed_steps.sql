CREATE TABLE "domain_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"order_no" text NOT NULL,
	"domain_id" integer NOT NULL,
	"domain_name" text NOT NULL,
	"kind" text NOT NULL,
	"years" integer NOT NULL,
	"yearly_price" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"ledger_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "domain_orders_order_no_key" UNIQUE("order_no")
);
--> statement-breakpoint
CREATE TABLE "domains" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"full_name" text NOT NULL,
	"kind" text NOT NULL,
	"root_domain_id" integer,
	"state" text DEFAULT 'active' NOT NULL,
	"expires_at" timestamp with time zone,
	"app_id" text,
	"verify_token" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "domains_full_name_key" UNIQUE("full_name")
);
--> statement-breakpoint
CREATE TABLE "root_domains" (
	"id" serial PRIMARY KEY NOT NULL,
	"domain" text NOT NULL,
	"yearly_price" bigint NOT NULL,
	"special_offer" boolean DEFAULT false NOT NULL,
	"special_price" bigint DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'enabled' NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "root_domains_domain_key" UNIQUE("domain")
);
--> statement-breakpoint
CREATE TABLE "seed_steps" (
	"name" text PRIMARY KEY NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "domain_orders_account_created_id_idx" ON "domain_orders" USING btree ("account_id","created_at","id");--> statement-breakpoint
CREATE INDEX "domains_account_created_id_idx" ON "domains" USING btree ("account_id","created_at","id");--> statement-breakpoint
CREATE INDEX "domains_account_app_idx" ON "domains" USING btree ("account_id","app_id");