CREATE TABLE "ledger_daily" (
	"account_id" integer NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ledger_daily_account_id_day_kind_pk" PRIMARY KEY("account_id","day","kind")
);
