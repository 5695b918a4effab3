-- The one way a balance changes (ARCHITECTURE.md "Money"): adds `p_amount` (negative for a charge,
-- never 0) to the account's balance and writes its ledger row with the balance after, in one
-- conditional update, so concurrent moves never lose one another and never take the balance below
-- zero: PostgreSQL re-checks the condition on the row it waited for. Answers the ledger row's id and
-- the balance after, or nulls when the move would overdraw (nothing written). Called by the ledger
-- service (AccountData.moveBalance) and by record_hosted_event for an install paid from the balance.
CREATE OR REPLACE FUNCTION move_balance(
  p_account integer,
  p_amount bigint,
  p_kind text,
  p_reference text,
  OUT ledger_id integer,
  OUT balance_after bigint
)
LANGUAGE plpgsql AS $$
BEGIN
  IF p_amount IS NULL OR p_amount = 0 THEN
    RAISE EXCEPTION 'a balance move needs a non-zero amount, not %', p_amount;
  END IF;
  UPDATE users SET balance = balance + p_amount
  WHERE id = p_account AND balance + p_amount >= 0
  RETURNING balance INTO balance_after;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  INSERT INTO ledger (account_id, amount, balance_after, kind, reference)
  VALUES (p_account, p_amount, balance_after, p_kind, p_reference)
  RETURNING id INTO ledger_id;
END $$;
