-- One install taken from the account's active package quota (the subscription ending first first) with
-- its usage record; the subscription's id, or null when none has an install left. The conditional
-- update is re-checked on the row it waited for, so concurrent consumers never take more than the
-- quota; one that lost the race for the chosen row looks again. Called by record_hosted_event and by
-- server/packages/install-quota.ts.
CREATE OR REPLACE FUNCTION consume_install_quota(p_account integer, p_reference text, p_at timestamptz) RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  v_candidate integer;
  v_taken integer;
BEGIN
  LOOP
    SELECT id INTO v_candidate FROM package_subscriptions
    WHERE account_id = p_account AND state = 'active' AND starts_at <= p_at AND ends_at > p_at
      AND installs_used < install_quota
    ORDER BY ends_at, id
    LIMIT 1;
    IF v_candidate IS NULL THEN
      RETURN NULL;
    END IF;
    UPDATE package_subscriptions SET installs_used = installs_used + 1
    WHERE id = v_candidate AND account_id = p_account AND installs_used < install_quota
    RETURNING id INTO v_taken;
    IF v_taken IS NOT NULL THEN
      INSERT INTO package_usage_records (account_id, subscription_id, kind, quantity, reference)
      VALUES (p_account, v_taken, 'install', 1, p_reference);
      RETURN v_taken;
    END IF;
  END LOOP;
END $$;
