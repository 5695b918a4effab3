CREATE TABLE "comment_summaries" (
	"app_id" text PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"rating" real DEFAULT 0 NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"stars_1" integer DEFAULT 0 NOT NULL,
	"stars_2" integer DEFAULT 0 NOT NULL,
	"stars_3" integer DEFAULT 0 NOT NULL,
	"stars_4" integer DEFAULT 0 NOT NULL,
	"stars_5" integer DEFAULT 0 NOT NULL,
	"refreshed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"app_id" text NOT NULL,
	"author" text NOT NULL,
	"rating" integer NOT NULL,
	"content" text NOT NULL,
	"language" text NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"reply" text DEFAULT '' NOT NULL,
	"replied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "work_order_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"side" text NOT NULL,
	"content" text NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "work_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"submitter_id" integer NOT NULL,
	"category" text NOT NULL,
	"title" text NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"unread" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "comment_summaries" ADD CONSTRAINT "comment_summaries_app_id_apps_app_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("app_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_app_id_apps_app_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("app_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_messages" ADD CONSTRAINT "work_order_messages_order_id_work_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."work_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comments_account_created_id_idx" ON "comments" USING btree ("account_id","created_at","id");--> statement-breakpoint
CREATE INDEX "comments_app_visible_created_idx" ON "comments" USING btree ("app_id","visible","created_at");--> statement-breakpoint
CREATE INDEX "work_order_messages_order_idx" ON "work_order_messages" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "work_orders_account_created_id_idx" ON "work_orders" USING btree ("account_id","created_at","id");--> statement-breakpoint
CREATE INDEX "work_orders_state_created_idx" ON "work_orders" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "work_orders_submitter_unread_idx" ON "work_orders" USING btree ("submitter_id","unread");