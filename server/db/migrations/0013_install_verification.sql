CREATE TABLE "install_checks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"app_id" text NOT NULL,
	"device_id" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"platform" text DEFAULT 'other' NOT NULL,
	"verdict" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "server_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "install_daily" ADD COLUMN "unverified" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "install_daily" ADD COLUMN "suspicious" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "install_checks" ADD CONSTRAINT "install_checks_app_id_apps_app_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("app_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "install_checks_app_device_idx" ON "install_checks" USING btree ("app_id","device_id");--> statement-breakpoint
CREATE INDEX "install_checks_address_created_idx" ON "install_checks" USING btree ("address","created_at");--> statement-breakpoint
CREATE INDEX "install_checks_account_created_idx" ON "install_checks" USING btree ("account_id","created_at");