-- ledger_daily (ARCHITECTURE.md "Speed"): the ledger summed by UTC day and kind, kept by statement triggers
-- on ledger, so every writer (move_balance, the seed, a bulk insert) keeps it in the same statement. One
-- upsert per statement and day and kind, whatever the number of rows the statement wrote.
-- One function for the three triggers: a removed or re-dated row's sums leave its day (the `removed` rows),
-- a new or re-dated row's join its day (the `added` rows). PL/pgSQL plans a statement when it first runs it,
-- so the branch of a transition table a trigger does not have is never planned.
CREATE OR REPLACE FUNCTION ledger_daily_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE ledger_daily AS d SET amount = d.amount - r.amount, count = d.count - r.count
    FROM (
      SELECT account_id, (created_at AT TIME ZONE 'UTC')::date AS day, kind, sum(amount) AS amount, count(*) AS count
      FROM removed
      GROUP BY 1, 2, 3
    ) AS r
    WHERE d.account_id = r.account_id AND d.day = r.day AND d.kind = r.kind;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO ledger_daily AS d (account_id, day, kind, amount, count)
    SELECT account_id, (created_at AT TIME ZONE 'UTC')::date, kind, sum(amount), count(*)
    FROM added
    GROUP BY 1, 2, 3
    ORDER BY 1, 2, 3
    ON CONFLICT (account_id, day, kind) DO UPDATE SET amount = d.amount + excluded.amount, count = d.count + excluded.count;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_daily_on_insert AFTER INSERT ON ledger REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_daily_follow();
--> statement-breakpoint
CREATE TRIGGER ledger_daily_on_delete AFTER DELETE ON ledger REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_daily_follow();
--> statement-breakpoint
CREATE TRIGGER ledger_daily_on_update AFTER UPDATE ON ledger REFERENCING OLD TABLE AS removed NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_daily_follow();
--> statement-breakpoint
INSERT INTO ledger_daily (account_id, day, kind, amount, count)
SELECT account_id, (created_at AT TIME ZONE 'UTC')::date, kind, sum(amount), count(*)
FROM ledger
GROUP BY 1, 2, 3;
