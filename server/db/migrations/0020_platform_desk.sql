ALTER TABLE "apps" ADD COLUMN "ban_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "audience_role" text;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "state" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "recharge_orders" ADD COLUMN "confirmed_by" integer;--> statement-breakpoint
ALTER TABLE "recharge_orders" ADD COLUMN "confirm_reason" text;