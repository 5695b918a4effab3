-- ledger_daily (ARCHITECTURE.md "Speed"): the ledger summed by UTC day and kind, kept by statement triggers
-- on ledger, so every writer (move_balance, the seed, a bulk insert) keeps it in the same statement. One
-- upsert per statement and day and kind, whatever the number of rows the statement wrote.
CREATE OR REPLACE FUNCTION ledger_daily_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ledger_daily AS d (account_id, day, kind, amount, count)
  SELECT account_id, (created_at AT TIME ZONE 'UTC')::date, kind, sum(amount), count(*)
  FROM added
  GROUP BY 1, 2, 3
  ORDER BY 1, 2, 3
  ON CONFLICT (account_id, day, kind) DO UPDATE SET amount = d.amount + excluded.amount, count = d.count + excluded.count;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ledger_daily_remove() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE ledger_daily AS d SET amount = d.amount - r.amount, count = d.count - r.count
  FROM (
    SELECT account_id, (created_at AT TIME ZONE 'UTC')::date AS day, kind, sum(amount) AS amount, count(*) AS count
    FROM removed
    GROUP BY 1, 2, 3
  ) AS r
  WHERE d.account_id = r.account_id AND d.day = r.day AND d.kind = r.kind;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A row whose time or amount changes (the demo seed dates its rows after writing them) moves its sums.
CREATE OR REPLACE FUNCTION ledger_daily_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE ledger_daily AS d SET amount = d.amount - r.amount, count = d.count - r.count
  FROM (
    SELECT account_id, (created_at AT TIME ZONE 'UTC')::date AS day, kind, sum(amount) AS amount, count(*) AS count
    FROM removed
    GROUP BY 1, 2, 3
  ) AS r
  WHERE d.account_id = r.account_id AND d.day = r.day AND d.kind = r.kind;
  INSERT INTO ledger_daily AS d (account_id, day, kind, amount, count)
  SELECT account_id, (created_at AT TIME ZONE 'UTC')::date, kind, sum(amount), count(*)
  FROM added
  GROUP BY 1, 2, 3
  ORDER BY 1, 2, 3
  ON CONFLICT (account_id, day, kind) DO UPDATE SET amount = d.amount + excluded.amount, count = d.count + excluded.count;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_daily_on_insert AFTER INSERT ON ledger REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_daily_add();
--> statement-breakpoint
CREATE TRIGGER ledger_daily_on_delete AFTER DELETE ON ledger REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_daily_remove();
--> statement-breakpoint
CREATE TRIGGER ledger_daily_on_update AFTER UPDATE ON ledger REFERENCING OLD TABLE AS removed NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_daily_move();
--> statement-breakpoint
INSERT INTO ledger_daily (account_id, day, kind, amount, count)
SELECT account_id, (created_at AT TIME ZONE 'UTC')::date, kind, sum(amount), count(*)
FROM ledger
GROUP BY 1, 2, 3;
