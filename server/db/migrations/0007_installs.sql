CREATE TABLE "install_daily" (
	"account_id" integer NOT NULL,
	"day" date NOT NULL,
	"app_id" text NOT NULL,
	"channel_id" integer DEFAULT 0 NOT NULL,
	"platform" text DEFAULT 'other' NOT NULL,
	"visits" integer DEFAULT 0 NOT NULL,
	"prompts" integer DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"accepted" integer DEFAULT 0 NOT NULL,
	"dismissed" integer DEFAULT 0 NOT NULL,
	"installs" integer DEFAULT 0 NOT NULL,
	"opens" integer DEFAULT 0 NOT NULL,
	"billed_quota" integer DEFAULT 0 NOT NULL,
	"billed_balance" integer DEFAULT 0 NOT NULL,
	"unbilled" integer DEFAULT 0 NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "install_daily_account_id_day_app_id_channel_id_platform_pk" PRIMARY KEY("account_id","day","app_id","channel_id","platform")
);
--> statement-breakpoint
CREATE TABLE "install_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"app_id" text NOT NULL,
	"pwa_user_id" integer NOT NULL,
	"channel_id" integer,
	"step" text NOT NULL,
	"platform" text DEFAULT 'other' NOT NULL,
	"billing" text,
	"amount" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pwa_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"app_id" text NOT NULL,
	"device_id" text NOT NULL,
	"channel_id" integer,
	"platform" text DEFAULT 'other' NOT NULL,
	"browser" text DEFAULT '' NOT NULL,
	"os" text DEFAULT '' NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"push_subscription" jsonb,
	"subscribed" boolean DEFAULT false NOT NULL,
	"installed_at" timestamp with time zone,
	"first_seen" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "install_events" ADD CONSTRAINT "install_events_pwa_user_id_pwa_users_id_fk" FOREIGN KEY ("pwa_user_id") REFERENCES "public"."pwa_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pwa_users" ADD CONSTRAINT "pwa_users_app_id_apps_app_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("app_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "install_daily_account_app_day_idx" ON "install_daily" USING btree ("account_id","app_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "install_events_one_install_idx" ON "install_events" USING btree ("pwa_user_id") WHERE "install_events"."step" = 'installed';--> statement-breakpoint
CREATE INDEX "install_events_user_created_idx" ON "install_events" USING btree ("pwa_user_id","created_at");--> statement-breakpoint
CREATE INDEX "install_events_account_created_idx" ON "install_events" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "pwa_users_app_device_idx" ON "pwa_users" USING btree ("app_id","device_id");--> statement-breakpoint
CREATE INDEX "pwa_users_account_last_seen_id_idx" ON "pwa_users" USING btree ("account_id","last_seen","id");--> statement-breakpoint
CREATE INDEX "pwa_users_account_app_last_seen_id_idx" ON "pwa_users" USING btree ("account_id","app_id","last_seen","id");