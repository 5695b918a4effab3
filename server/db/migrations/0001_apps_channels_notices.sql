CREATE TABLE "apps" (
	"id" serial PRIMARY KEY NOT NULL,
	"app_id" text NOT NULL,
	"account_id" integer NOT NULL,
	"app_name" text NOT NULL,
	"win_icon" text DEFAULT '' NOT NULL,
	"app_type" text DEFAULT '' NOT NULL,
	"app_type_json" text DEFAULT '' NOT NULL,
	"target_url" text DEFAULT '' NOT NULL,
	"package_version" text DEFAULT '' NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"record" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "apps_app_id_key" UNIQUE("app_id")
);
--> statement-breakpoint
CREATE TABLE "channels" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"app_id" text NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"state" text DEFAULT 'enabled' NOT NULL,
	"install_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notice_reads" (
	"notice_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notice_reads_notice_id_user_id_pk" PRIMARY KEY("notice_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer,
	"title" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"level" text DEFAULT 'info' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "short_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"account_id" integer NOT NULL,
	"channel_id" integer NOT NULL,
	"target_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "channels" ADD CONSTRAINT "channels_app_id_apps_app_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("app_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_reads" ADD CONSTRAINT "notice_reads_notice_id_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "short_links" ADD CONSTRAINT "short_links_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "apps_account_created_idx" ON "apps" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "channels_code_lower_idx" ON "channels" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "channels_account_created_idx" ON "channels" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "channels_app_idx" ON "channels" USING btree ("app_id");--> statement-breakpoint
CREATE INDEX "notice_reads_user_idx" ON "notice_reads" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "notices_account_created_idx" ON "notices" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "short_links_code_idx" ON "short_links" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "short_links_channel_idx" ON "short_links" USING btree ("channel_id");