-- Install ingestion in one statement (ARCHITECTURE.md "Install ingestion and billing"): the hosted
-- pages' funnel call runs `record_hosted_event`, alone or for many steps in `record_hosted_events`; the
-- statement's own transaction holds every write. A change to a function is a new migration with
-- CREATE OR REPLACE FUNCTION.

-- One install taken from the account's active package quota (the subscription ending first first) with
-- its usage record; the subscription's id, or null when none has an install left. The conditional
-- update is re-checked on the row it waited for, so concurrent consumers never take more than the
-- quota; one that lost the race for the chosen row looks again.
CREATE FUNCTION consume_install_quota(p_account integer, p_reference text, p_at timestamptz) RETURNS integer
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
--> statement-breakpoint

-- One funnel step of a device. `result`: 'not_found' (no such app: nothing written), 'repeated' (an
-- install the device reported before: nothing written), 'recorded', or, with `p_unbilled_ok`,
-- 'unbilled' (the install is recorded unbilled; the caller pauses the account's apps in the same
-- transaction). Without `p_unbilled_ok` an install neither quota nor balance covers raises PWI01 and
-- writes nothing; a second install event of the device (never expected while the claim holds) raises
-- PWI02. `account` comes whenever the app is found, `price` (its unit price, read under the account's
-- lock) with an install.
--
-- Locks, in the one order of every install and top-up: the device's PWA user row (its upsert claims
-- the install: `installed_at` set when empty), the account's users row, the quota's rows, then the
-- channel and the day's row.
CREATE FUNCTION record_hosted_event(
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
  v_balance bigint;
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
    -- The claim: a row comes back only when this call set `installed_at`; the conflicting row stays
    -- locked either way, so the device's other calls wait for this one's end and then find it set.
    INSERT INTO pwa_users (account_id, app_id, device_id, channel_id, platform, browser, os, country,
      push_subscription, subscribed, installed_at, first_seen, last_seen)
    VALUES (account, p_app, p_device, v_channel, p_platform, p_browser, p_os, p_country,
      p_push::jsonb, p_push IS NOT NULL, v_now, v_now, v_now)
    ON CONFLICT (app_id, device_id) DO UPDATE SET
      channel_id = coalesce(pwa_users.channel_id, excluded.channel_id),
      platform = excluded.platform,
      browser = excluded.browser,
      os = excluded.os,
      country = coalesce(nullif(excluded.country, ''), pwa_users.country),
      push_subscription = coalesce(excluded.push_subscription, pwa_users.push_subscription),
      subscribed = pwa_users.subscribed OR excluded.subscribed,
      installed_at = excluded.installed_at,
      last_seen = greatest(pwa_users.last_seen, excluded.last_seen)
    WHERE pwa_users.installed_at IS NULL
    RETURNING id, channel_id INTO v_user, v_user_channel;

    IF FOUND THEN
      SELECT u.balance, u.unit_price INTO v_balance, price FROM users u WHERE u.id = account FOR NO KEY UPDATE;
      v_event := nextval('install_events_id_seq');
      v_reference := 'install:' || v_event;
      IF consume_install_quota(account, v_reference, v_now) IS NOT NULL THEN
        v_billing := 'quota';
      ELSIF price <= 0 OR v_balance >= price THEN
        v_billing := 'balance';
        v_amount := greatest(price, 0);
      ELSIF p_unbilled_ok THEN
        v_billing := 'unbilled';
      ELSE
        RAISE EXCEPTION 'install not covered' USING ERRCODE = 'PWI01';
      END IF;

      UPDATE users SET total_install_sum = total_install_sum + 1, balance = balance - v_amount
      WHERE id = account
      RETURNING balance INTO v_balance;
      -- The ledger holds no zero changes: a unit price of 0 makes installs free, without a row.
      IF v_amount > 0 THEN
        INSERT INTO ledger (account_id, amount, balance_after, kind, reference)
        VALUES (account, -v_amount, v_balance, 'install', v_reference);
      END IF;

      INSERT INTO install_events (id, account_id, app_id, pwa_user_id, channel_id, step, platform, billing, amount, created_at)
      VALUES (v_event, account, p_app, v_user, v_user_channel, 'installed', p_platform, v_billing, v_amount, v_now)
      ON CONFLICT (pwa_user_id) WHERE step = 'installed' DO NOTHING;
      IF NOT FOUND THEN
        RAISE EXCEPTION 'install recorded before' USING ERRCODE = 'PWI02';
      END IF;
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

  -- The device's PWA user, first attribution kept (a later code changes nothing).
  INSERT INTO pwa_users (account_id, app_id, device_id, channel_id, platform, browser, os, country,
    push_subscription, subscribed, first_seen, last_seen)
  VALUES (account, p_app, p_device, v_channel, p_platform, p_browser, p_os, p_country,
    p_push::jsonb, p_push IS NOT NULL, v_now, v_now)
  ON CONFLICT (app_id, device_id) DO UPDATE SET
    channel_id = coalesce(pwa_users.channel_id, excluded.channel_id),
    platform = excluded.platform,
    browser = excluded.browser,
    os = excluded.os,
    country = coalesce(nullif(excluded.country, ''), pwa_users.country),
    push_subscription = coalesce(excluded.push_subscription, pwa_users.push_subscription),
    subscribed = pwa_users.subscribed OR excluded.subscribed,
    last_seen = greatest(pwa_users.last_seen, excluded.last_seen)
  RETURNING id, channel_id INTO v_user, v_user_channel;

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
--> statement-breakpoint

-- Many funnel steps in one statement (one transaction, one commit): `p_events` is a JSON array of
-- objects with the parameters of `record_hosted_event` (push: the subscription or null). Each step runs
-- in a block of its own, so one that fails leaves the others recorded: it comes back as 'not_covered'
-- (an install neither quota nor balance covers) or 'failed', having written nothing, for the caller
-- to record on its own. Rows come in the steps' order (`n` from 1), with the app's account when known.
CREATE FUNCTION record_hosted_events(p_events jsonb) RETURNS TABLE (n bigint, result text, account integer)
LANGUAGE plpgsql AS $$
DECLARE
  v_event jsonb;
BEGIN
  FOR v_event, n IN SELECT x.event, x.n FROM jsonb_array_elements(p_events) WITH ORDINALITY AS x(event, n) ORDER BY x.n LOOP
    account := NULL;
    BEGIN
      SELECT r.result, r.account INTO result, account
      FROM record_hosted_event(v_event->>'app', v_event->>'code', v_event->>'device', v_event->>'step',
        v_event->>'platform', v_event->>'browser', v_event->>'os', v_event->>'country', v_event->>'push', false) r;
    EXCEPTION
      WHEN SQLSTATE 'PWI01' THEN
        result := 'not_covered';
      WHEN OTHERS THEN
        result := 'failed';
    END;
    RETURN NEXT;
  END LOOP;
END $$;
