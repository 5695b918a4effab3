CREATE TABLE "admin_access" (
	"id" serial PRIMARY KEY NOT NULL,
	"menu_id" integer NOT NULL,
	"parent_id" integer,
	"label" text NOT NULL,
	"auth_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admin_menus" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"title" text NOT NULL,
	"url" text NOT NULL,
	"component" text NOT NULL,
	"icon" text DEFAULT '' NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"roles" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"redirect" text DEFAULT '' NOT NULL,
	"meta" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "qr_logins" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_hash" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"scanned_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"scanned_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sms_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"mobile" text NOT NULL,
	"scene" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "unlock_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mobile" text;--> statement-breakpoint
ALTER TABLE "admin_access" ADD CONSTRAINT "admin_access_menu_id_admin_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."admin_menus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_access" ADD CONSTRAINT "admin_access_parent_id_admin_access_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."admin_access"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_menus" ADD CONSTRAINT "admin_menus_parent_id_admin_menus_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."admin_menus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qr_logins" ADD CONSTRAINT "qr_logins_scanned_by_users_id_fk" FOREIGN KEY ("scanned_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "admin_access_menu_code_idx" ON "admin_access" USING btree ("menu_id","auth_code");--> statement-breakpoint
CREATE INDEX "admin_access_parent_idx" ON "admin_access" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "admin_menus_name_idx" ON "admin_menus" USING btree ("name");--> statement-breakpoint
CREATE INDEX "admin_menus_parent_idx" ON "admin_menus" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "qr_logins_id_hash_idx" ON "qr_logins" USING btree ("id_hash");--> statement-breakpoint
CREATE INDEX "sms_codes_mobile_idx" ON "sms_codes" USING btree ("mobile","scene");--> statement-breakpoint
CREATE UNIQUE INDEX "users_mobile_idx" ON "users" USING btree ("mobile");