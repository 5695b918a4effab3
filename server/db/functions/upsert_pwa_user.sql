-- The device's PWA user of an app, inserted or brought up to date by a funnel step; the first
-- attribution is kept (a later channel code changes nothing). Answers the row's id and channel.
--
-- With `p_claim` (an install) it also claims the install: `installed_at` is set when empty, and a row
-- comes back only when this call set it (nulls otherwise); the conflicting row stays locked either
-- way, so the device's other calls wait for this one's transaction and then find it set.
CREATE OR REPLACE FUNCTION upsert_pwa_user(
  p_account integer,
  p_app text,
  p_device text,
  p_channel integer,
  p_platform text,
  p_browser text,
  p_os text,
  p_country text,
  p_push text,
  p_at timestamptz,
  p_claim boolean,
  OUT pwa_user integer,
  OUT attributed_channel integer
)
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO pwa_users (account_id, app_id, device_id, channel_id, platform, browser, os, country,
    push_subscription, subscribed, installed_at, first_seen, last_seen)
  VALUES (p_account, p_app, p_device, p_channel, p_platform, p_browser, p_os, p_country,
    p_push::jsonb, p_push IS NOT NULL, CASE WHEN p_claim THEN p_at END, p_at, p_at)
  ON CONFLICT (app_id, device_id) DO UPDATE SET
    channel_id = coalesce(pwa_users.channel_id, excluded.channel_id),
    platform = excluded.platform,
    browser = excluded.browser,
    os = excluded.os,
    country = coalesce(nullif(excluded.country, ''), pwa_users.country),
    push_subscription = coalesce(excluded.push_subscription, pwa_users.push_subscription),
    subscribed = pwa_users.subscribed OR excluded.subscribed,
    installed_at = coalesce(pwa_users.installed_at, excluded.installed_at),
    last_seen = greatest(pwa_users.last_seen, excluded.last_seen)
  WHERE NOT p_claim OR pwa_users.installed_at IS NULL
  RETURNING id, channel_id INTO pwa_user, attributed_channel;
END $$;
