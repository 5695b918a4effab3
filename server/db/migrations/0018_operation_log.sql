CREATE TABLE "operation_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"username" text DEFAULT '' NOT NULL,
	"role" text NOT NULL,
	"account_id" integer,
	"operation_id" text NOT NULL,
	"method" text NOT NULL,
	"path" text NOT NULL,
	"target" text DEFAULT '' NOT NULL,
	"status" integer NOT NULL,
	"code" integer DEFAULT 0 NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"duration_ms" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scheduled_job_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"last_run_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "operation_logs_created_idx" ON "operation_logs" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "operation_logs_operation_created_idx" ON "operation_logs" USING btree ("operation_id","created_at");--> statement-breakpoint
CREATE INDEX "operation_logs_user_created_idx" ON "operation_logs" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "operation_logs_status_created_idx" ON "operation_logs" USING btree ("status","created_at");