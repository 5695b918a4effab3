import type { AreaHandlers } from '../api/handler-types';
import { deviceKindOf } from './user-agent';

/** A country code from the configured proxy header; `XX` (unknown) and `T1` (Tor) count as unknown. */
function countryOf(value: string | string[] | undefined): string {
  const code = (Array.isArray(value) ? value[0] : value)?.trim().toUpperCase() ?? '';
  return /^[A-Z]{2}$/.test(code) && code !== 'XX' ? code : '';
}

export const installHandlers = {
  hostedEvent: async (ctx) => {
    const { countryHeader } = ctx.services.config;
    const body = ctx.body;
    return ctx.services.installIngestion.record({
      appId: body.app_id,
      deviceId: body.device_id,
      step: body.step,
      channel: body.channel,
      pushSubscription: body.push_subscription,
      device: deviceKindOf(ctx.request.headers['user-agent']),
      country: countryHeader ? countryOf(ctx.request.headers[countryHeader]) : '',
      token: body.token,
      userAgent: ctx.request.headers['user-agent'] ?? '',
      address: ctx.request.ip,
    });
  },
} satisfies AreaHandlers;
