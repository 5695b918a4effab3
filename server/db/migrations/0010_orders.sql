CREATE TABLE "recharge_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"order_no" text NOT NULL,
	"plan_id" integer,
	"amount" bigint NOT NULL,
	"bonus" bigint DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"method" text NOT NULL,
	"trade_no" text,
	"ledger_id" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recharge_orders_order_no_key" UNIQUE("order_no")
);
--> statement-breakpoint
CREATE TABLE "recharge_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"amount" integer NOT NULL,
	"bonus" integer DEFAULT 0 NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'enabled' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "recharge_orders_account_created_id_idx" ON "recharge_orders" USING btree ("account_id","created_at","id");--> statement-breakpoint
CREATE INDEX "recharge_orders_state_expires_idx" ON "recharge_orders" USING btree ("state","expires_at");