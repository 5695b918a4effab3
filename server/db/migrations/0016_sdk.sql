CREATE TABLE "sdk_calls" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"key_id" integer NOT NULL,
	"call" text NOT NULL,
	"status" integer NOT NULL,
	"code" integer DEFAULT 0 NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"duration_ms" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sdk_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"app_id" text NOT NULL,
	"device_id" text NOT NULL,
	"pwa_user_id" integer,
	"kind" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"value" integer DEFAULT 0 NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sdk_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"app_key" text NOT NULL,
	"secret" text NOT NULL,
	"state" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rotated_at" timestamp with time zone,
	"last_used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sdk_nonces" (
	"key_id" integer NOT NULL,
	"nonce" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sdk_calls_account_created_idx" ON "sdk_calls" USING btree ("account_id","created_at","id");--> statement-breakpoint
CREATE INDEX "sdk_calls_key_created_idx" ON "sdk_calls" USING btree ("key_id","created_at");--> statement-breakpoint
CREATE INDEX "sdk_events_account_created_idx" ON "sdk_events" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "sdk_events_app_device_idx" ON "sdk_events" USING btree ("app_id","device_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sdk_keys_app_key_idx" ON "sdk_keys" USING btree ("app_key");--> statement-breakpoint
CREATE INDEX "sdk_keys_account_idx" ON "sdk_keys" USING btree ("account_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "sdk_nonces_key_nonce_idx" ON "sdk_nonces" USING btree ("key_id","nonce");--> statement-breakpoint
CREATE INDEX "sdk_nonces_expires_idx" ON "sdk_nonces" USING btree ("expires_at");