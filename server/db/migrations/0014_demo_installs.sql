CREATE TABLE "demo_installs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"app_id" text NOT NULL,
	"device_id" text NOT NULL,
	"platform" text DEFAULT 'other' NOT NULL,
	"browser" text DEFAULT '' NOT NULL,
	"os" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "demo_installs" ADD CONSTRAINT "demo_installs_app_id_apps_app_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("app_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "demo_installs_app_device_idx" ON "demo_installs" USING btree ("app_id","device_id");--> statement-breakpoint
CREATE INDEX "demo_installs_account_created_idx" ON "demo_installs" USING btree ("account_id","created_at");