CREATE TABLE "package_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"order_no" text NOT NULL,
	"plan_id" integer NOT NULL,
	"subscription_id" integer NOT NULL,
	"kind" text NOT NULL,
	"price" bigint NOT NULL,
	"credit" bigint DEFAULT 0 NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "package_orders_order_no_key" UNIQUE("order_no")
);
--> statement-breakpoint
CREATE TABLE "package_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"price" bigint NOT NULL,
	"duration_days" integer DEFAULT 0 NOT NULL,
	"install_quota" integer DEFAULT 0 NOT NULL,
	"app_limit" integer DEFAULT 0 NOT NULL,
	"domain_limit" integer DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'enabled' NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "package_plans_code_key" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "package_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"kind" text NOT NULL,
	"base_id" integer,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"install_quota" integer NOT NULL,
	"installs_used" integer DEFAULT 0 NOT NULL,
	"app_limit" integer NOT NULL,
	"domain_limit" integer NOT NULL,
	"period_price" bigint NOT NULL,
	"period_days" integer DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "package_usage_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"subscription_id" integer NOT NULL,
	"kind" text DEFAULT 'install' NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "package_orders_account_created_id_idx" ON "package_orders" USING btree ("account_id","created_at","id");--> statement-breakpoint
CREATE INDEX "package_subscriptions_account_ends_idx" ON "package_subscriptions" USING btree ("account_id","ends_at","id");--> statement-breakpoint
CREATE INDEX "package_usage_records_account_created_id_idx" ON "package_usage_records" USING btree ("account_id","created_at","id");