CREATE TABLE "app_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"app_id" text NOT NULL,
	"version" text NOT NULL,
	"file_count" integer NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "app_versions_app_version_key" UNIQUE("app_id","version")
);
--> statement-breakpoint
ALTER TABLE "apps" ADD COLUMN "source" text DEFAULT 'url' NOT NULL;--> statement-breakpoint
ALTER TABLE "app_versions" ADD CONSTRAINT "app_versions_app_id_apps_app_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("app_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "app_versions_account_app_idx" ON "app_versions" USING btree ("account_id","app_id");