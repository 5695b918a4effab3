ALTER TABLE "users" ADD COLUMN "installs_unpaid_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "apps" ADD COLUMN "paused_unpaid" boolean DEFAULT false NOT NULL;