import { sql } from 'drizzle-orm';
import type { BodyOf } from '../api/operation-inputs';
import type { PlatformDb } from '../db/client';
import { BizCode, bizError } from '../http/api-error';
import { isAllowedEndpoint } from './push-sender';

type Rows<T> = { rows: T[] };

/**
 * What the hosted pages report about push: a device's subscription (or its unsubscribing, or a denied
 * permission), stored on its PWA user, and a notification's click. Platform-wide: the app's public id
 * and the device id find the row, whose account every write keeps.
 */
export function createPushSubscriptionService(db: PlatformDb, serviceHosts: readonly string[]) {
  return {
    async save(body: BodyOf<'hostedPushSubscription'>): Promise<boolean> {
      const subscribed = body.state === 'subscribed';
      if (subscribed && !body.subscription) throw bizError(BizCode.pushEndpointRefused, 'push.endpointRefused');
      if (body.subscription && !isAllowedEndpoint(body.subscription.endpoint, serviceHosts)) {
        throw bizError(BizCode.pushEndpointRefused, 'push.endpointRefused');
      }
      const sub = subscribed ? body.subscription! : undefined;
      const json = sub ? JSON.stringify({ endpoint: sub.endpoint, keys: sub.keys }) : null;
      const result = (await db.execute(sql`with device as (
          select id, account_id, app_id, platform, country, channel_id from pwa_users
          where app_id = ${body.app_id} and device_id = ${body.device_id}),
        saved as (
          insert into push_subscriptions (account_id, app_id, pwa_user_id, endpoint, p256dh, auth, state, platform, country, channel_id)
          select account_id, app_id, id, ${sub?.endpoint ?? ''}, ${sub?.keys.p256dh ?? ''}, ${sub?.keys.auth ?? ''}, ${body.state},
            platform, country, channel_id from device
          on conflict (pwa_user_id) do update set
            endpoint = case when excluded.state = 'subscribed' then excluded.endpoint else push_subscriptions.endpoint end,
            p256dh = case when excluded.state = 'subscribed' then excluded.p256dh else push_subscriptions.p256dh end,
            auth = case when excluded.state = 'subscribed' then excluded.auth else push_subscriptions.auth end,
            state = excluded.state, platform = excluded.platform, country = excluded.country,
            channel_id = excluded.channel_id, updated_at = now()
          returning pwa_user_id)
        update pwa_users u set subscribed = ${subscribed}, push_subscription = ${json}::jsonb
        from saved where u.id = saved.pwa_user_id returning u.id`)) as Rows<{ id: number }>;
      return result.rows.length > 0;
    },

    /** Counts a click of a push's notification once per device (only of a delivery the push service accepted). */
    async click(body: BodyOf<'hostedPushClick'>): Promise<boolean> {
      const result = (await db.execute(sql`with hit as (
          update push_deliveries d set clicked_at = now()
          from push_subscriptions s, pwa_users u
          where d.push_id = ${body.push_id} and d.subscription_id = s.id and s.pwa_user_id = u.id
            and u.app_id = ${body.app_id} and u.device_id = ${body.device_id}
            and d.state = 'accepted' and d.clicked_at is null
          returning d.push_id)
        update push_messages m set clicked = m.clicked + 1 from hit where m.id = hit.push_id returning m.id`)) as Rows<{ id: number }>;
      return result.rows.length > 0;
    },
  };
}

export type PushSubscriptionService = ReturnType<typeof createPushSubscriptionService>;
