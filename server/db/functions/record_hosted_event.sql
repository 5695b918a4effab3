-- One funnel step of a device, in the statement's own transaction (ARCHITECTURE.md "Install ingestion
-- and billing"). `result`: 'not_found' (no such app: nothing written), 'repeated' (an install the
-- device reported before: nothing written), 'recorded', or, with `p_unbilled_ok`, 'unbilled' (the
-- install is recorded unbilled; the caller pauses the account's apps in the same transaction). Without
-- `p_unbilled_ok` an install neither quota nor balance covers raises PWI01 and writes nothing.
-- `account` comes whenever the app is found, `price` (its unit price, read under the account's lock)
-- with an install.
--
-- An install is recorded and billed once per device and app because the PWA user's upsert claims it
-- (`installed_at` set only when empty, the row locked until the commit): `install_events` is
-- partitioned by month and can hold no unique index per device.
--
-- Locks, in the one order of every install and top-up: the device's PWA user row (its upsert claims
-- the install), the account's users row, the quota's rows, then the channel and the day's row.
CREATE OR REPLACE FUNCTION record_hosted_event(
  p_app text,
  p_code text,
  p_device text,
  p_step text,
  p_platform text,
  p_browser text,
  p_os text,
  p_country text,
  p_push text,
  p_unbilled_ok boolean,
  OUT result text,
  OUT account integer,
  OUT price bigint
)
LANGUAGE plpgsql AS $$
DECLARE
  v_now timestamptz := now();
  v_channel integer;
  v_user integer;
  v_user_channel integer;
  v_event bigint;
  v_reference text;
  v_billing text;
  v_amount bigint := 0;
  v_opens integer := (p_step = 'standalone')::integer;
BEGIN
  SELECT a.account_id, c.id INTO account, v_channel
  FROM apps a
  LEFT JOIN channels c ON c.app_id = a.app_id AND lower(c.code) = lower(p_code)
  WHERE a.app_id = p_app
  LIMIT 1;
  IF NOT FOUND THEN
    result := 'not_found';
    RETURN;
  END IF;

  IF p_step IN ('installed', 'standalone') THEN
    SELECT u.pwa_user, u.attributed_channel INTO v_user, v_user_channel
    FROM upsert_pwa_user(account, p_app, p_device, v_channel, p_platform, p_browser, p_os, p_country, p_push, v_now, true) u;

    IF v_user IS NOT NULL THEN
      SELECT u.unit_price INTO price FROM users u WHERE u.id = account FOR NO KEY UPDATE;
      v_event := nextval('install_events_id_seq');
      v_reference := 'install:' || v_event;
      IF consume_install_quota(account, v_reference, v_now) IS NOT NULL THEN
        v_billing := 'quota';
      ELSIF price <= 0 THEN
        -- A unit price of 0 makes installs free, without a ledger row (the ledger holds no zero moves).
        v_billing := 'balance';
      ELSIF (move_balance(account, -price, 'install', v_reference)).ledger_id IS NOT NULL THEN
        v_billing := 'balance';
        v_amount := price;
      ELSIF p_unbilled_ok THEN
        v_billing := 'unbilled';
      ELSE
        RAISE EXCEPTION 'install not covered' USING ERRCODE = 'PWI01';
      END IF;
      UPDATE users SET total_install_sum = total_install_sum + 1 WHERE id = account;

      INSERT INTO install_events (id, account_id, app_id, pwa_user_id, channel_id, step, platform, billing, amount, created_at)
      VALUES (v_event, account, p_app, v_user, v_user_channel, 'installed', p_platform, v_billing, v_amount, v_now);
      -- An install found as a first standalone open is that open too.
      IF v_opens = 1 THEN
        INSERT INTO install_events (account_id, app_id, pwa_user_id, channel_id, step, platform, created_at)
        VALUES (account, p_app, v_user, v_user_channel, 'standalone', p_platform, v_now);
      END IF;
      IF v_user_channel IS NOT NULL THEN
        UPDATE channels SET install_count = install_count + 1 WHERE account_id = account AND id = v_user_channel;
      END IF;
      INSERT INTO install_daily (account_id, day, app_id, channel_id, platform,
        installs, opens, billed_quota, billed_balance, unbilled, amount)
      VALUES (account, (v_now AT TIME ZONE 'UTC')::date, p_app, coalesce(v_user_channel, 0), p_platform,
        1, v_opens, (v_billing = 'quota')::integer, (v_billing = 'balance')::integer, (v_billing = 'unbilled')::integer, v_amount)
      ON CONFLICT (account_id, day, app_id, channel_id, platform) DO UPDATE SET
        installs = install_daily.installs + 1,
        opens = install_daily.opens + excluded.opens,
        billed_quota = install_daily.billed_quota + excluded.billed_quota,
        billed_balance = install_daily.billed_balance + excluded.billed_balance,
        unbilled = install_daily.unbilled + excluded.unbilled,
        amount = install_daily.amount + excluded.amount;
      result := CASE WHEN v_billing = 'unbilled' THEN 'unbilled' ELSE 'recorded' END;
      RETURN;
    END IF;

    IF p_step = 'installed' THEN
      result := 'repeated';
      RETURN;
    END IF;
    -- A standalone open of a device installed before: an open like any other step.
  END IF;

  SELECT u.pwa_user, u.attributed_channel INTO v_user, v_user_channel
  FROM upsert_pwa_user(account, p_app, p_device, v_channel, p_platform, p_browser, p_os, p_country, p_push, v_now, false) u;

  INSERT INTO install_events (account_id, app_id, pwa_user_id, channel_id, step, platform, created_at)
  VALUES (account, p_app, v_user, v_user_channel, p_step, p_platform, v_now);
  INSERT INTO install_daily (account_id, day, app_id, channel_id, platform, visits, prompts, clicks, accepted, dismissed, opens)
  VALUES (account, (v_now AT TIME ZONE 'UTC')::date, p_app, coalesce(v_user_channel, 0), p_platform,
    (p_step = 'visit')::integer, (p_step = 'prompt')::integer, (p_step = 'click')::integer,
    (p_step = 'accepted')::integer, (p_step = 'dismissed')::integer, v_opens)
  ON CONFLICT (account_id, day, app_id, channel_id, platform) DO UPDATE SET
    visits = install_daily.visits + excluded.visits,
    prompts = install_daily.prompts + excluded.prompts,
    clicks = install_daily.clicks + excluded.clicks,
    accepted = install_daily.accepted + excluded.accepted,
    dismissed = install_daily.dismissed + excluded.dismissed,
    opens = install_daily.opens + excluded.opens;
  result := 'recorded';
END $$;
