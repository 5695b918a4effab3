CREATE TABLE "guess_counts" (
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"failures" integer NOT NULL,
	"since_ms" bigint NOT NULL,
	"locked_until_ms" bigint DEFAULT 0 NOT NULL,
	"last_ms" bigint NOT NULL,
	CONSTRAINT "guess_counts_kind_key_pk" PRIMARY KEY("kind","key")
);
--> statement-breakpoint
CREATE TABLE "rate_limit_windows" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"ends_ms" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "guess_counts_last_idx" ON "guess_counts" USING btree ("last_ms");--> statement-breakpoint
CREATE INDEX "rate_limit_windows_ends_idx" ON "rate_limit_windows" USING btree ("ends_ms");