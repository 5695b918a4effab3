-- Hand-written (drizzle-kit generated this file for the table's new key; it cannot make a partitioned
-- table): `install_events` becomes a table partitioned by month on `created_at`, with its rows
-- (ARCHITECTURE.md "Growth of install events"). One partition per UTC month that has rows, the current
-- month and the next three, and a default partition for a row of any other month; the id sequence is
-- kept, so ids continue. Keys include the partition key: the primary key is (id, created_at), and the
-- unique index of one `installed` row per device is gone (the install's once lives in
-- `pwa_users.installed_at`, claimed by `upsert_pwa_user`). Keys, indexes and the foreign key are made
-- after the copy, which is faster than keeping them up during it.
ALTER TABLE "install_events" RENAME TO "install_events_unpartitioned";--> statement-breakpoint
ALTER TABLE "install_events_unpartitioned" DROP CONSTRAINT "install_events_pkey";--> statement-breakpoint
DROP INDEX "install_events_one_install_idx";--> statement-breakpoint
DROP INDEX "install_events_user_created_idx";--> statement-breakpoint
DROP INDEX "install_events_account_created_idx";--> statement-breakpoint
CREATE TABLE "install_events" (
	"id" bigint DEFAULT nextval('install_events_id_seq'::regclass) NOT NULL,
	"account_id" integer NOT NULL,
	"app_id" text NOT NULL,
	"pwa_user_id" integer NOT NULL,
	"channel_id" integer,
	"step" text NOT NULL,
	"platform" text DEFAULT 'other' NOT NULL,
	"billing" text,
	"amount" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
) PARTITION BY RANGE ("created_at");--> statement-breakpoint
-- Months are UTC months: computed on timestamps without a zone, so the session's time zone (and its
-- daylight saving) never moves a bound. A partition is named install_events_YYYY_MM.
DO $$
DECLARE
  v_month timestamp;
BEGIN
  FOR v_month IN
    SELECT DISTINCT date_trunc('month', created_at AT TIME ZONE 'UTC') FROM install_events_unpartitioned
    UNION
    SELECT date_trunc('month', now() AT TIME ZONE 'UTC') + make_interval(months => ahead) FROM generate_series(0, 3) ahead
  LOOP
    EXECUTE format(
      'CREATE TABLE %I PARTITION OF install_events FOR VALUES FROM (%L) TO (%L)',
      'install_events_' || to_char(v_month, 'YYYY_MM'),
      to_char(v_month, 'YYYY-MM-DD') || ' 00:00:00+00',
      to_char(v_month + interval '1 month', 'YYYY-MM-DD') || ' 00:00:00+00'
    );
  END LOOP;
END $$;--> statement-breakpoint
CREATE TABLE "install_events_default" PARTITION OF "install_events" DEFAULT;--> statement-breakpoint
INSERT INTO "install_events" ("id", "account_id", "app_id", "pwa_user_id", "channel_id", "step", "platform", "billing", "amount", "created_at")
SELECT "id", "account_id", "app_id", "pwa_user_id", "channel_id", "step", "platform", "billing", "amount", "created_at"
FROM "install_events_unpartitioned";--> statement-breakpoint
ALTER SEQUENCE "install_events_id_seq" OWNED BY "install_events"."id";--> statement-breakpoint
DROP TABLE "install_events_unpartitioned";--> statement-breakpoint
ALTER TABLE "install_events" ADD CONSTRAINT "install_events_id_created_at_pk" PRIMARY KEY("id","created_at");--> statement-breakpoint
CREATE INDEX "install_events_user_created_idx" ON "install_events" USING btree ("pwa_user_id","created_at");--> statement-breakpoint
CREATE INDEX "install_events_account_created_idx" ON "install_events" USING btree ("account_id","created_at");--> statement-breakpoint
ALTER TABLE "install_events" ADD CONSTRAINT "install_events_pwa_user_id_pwa_users_id_fk" FOREIGN KEY ("pwa_user_id") REFERENCES "public"."pwa_users"("id") ON DELETE cascade ON UPDATE no action;
