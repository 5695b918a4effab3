import type { FunnelStep, PushSubscriptionJson } from '../installs/tables';
import { DAY_MS, utcDay } from '../shared/days';

/** A channel the demo traffic comes through, with its share of the traffic. */
export interface DemoSource {
  channelId: number;
  appId: string;
  /** Visits on an ordinary day at the end of the month (before noise). */
  dailyVisits: number;
}

export interface PlannedUser {
  appId: string;
  deviceId: string;
  channelId: number;
  platform: string;
  browser: string;
  os: string;
  country: string;
  subscribed: boolean;
  pushSubscription: PushSubscriptionJson | null;
  installedAt: Date | null;
  firstSeen: Date;
  lastSeen: Date;
  events: { step: FunnelStep; at: Date }[];
}

export interface PlannedDay {
  day: string;
  appId: string;
  channelId: number;
  platform: string;
  visits: number;
  prompts: number;
  clicks: number;
  accepted: number;
  dismissed: number;
  installs: number;
  opens: number;
  billedQuota: number;
}

const PLATFORMS = [
  { platform: 'android', share: 0.5, rate: 0.3, browser: 'Chrome', os: 'Android' },
  { platform: 'ios', share: 0.3, rate: 0.18, browser: 'Mobile Safari', os: 'iOS' },
  { platform: 'windows', share: 0.15, rate: 0.22, browser: 'Edge', os: 'Windows' },
  { platform: 'macos', share: 0.05, rate: 0.2, browser: 'Chrome', os: 'macOS' },
];
const COUNTRIES = ['CN', 'US', 'BR', 'ID', 'DE'];
/** Seconds after the visit at which an installing visitor reaches each step. */
const INSTALL_STEPS: [FunnelStep, number][] = [
  ['prompt', 5],
  ['click', 20],
  ['accepted', 25],
  ['installed', 30],
];
const OPEN_AFTER_S = 120;

/** A small deterministic generator (the same demo every time). */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

/**
 * Thirty days of demo traffic ending `now`: devices visiting through the sources, some installing
 * (prompt, click, accepted, installed, then often opened standalone), some dismissing the prompt.
 * The daily aggregates are summed from the very events planned, so they agree by construction;
 * installs are paid from the package quota (no money moves).
 */
export function planDemoInstalls(sources: DemoSource[], now: Date, days = 30): { users: PlannedUser[]; daily: PlannedDay[] } {
  const next = random(20_260_101);
  const todayStart = Date.parse(`${utcDay(now)}T00:00:00Z`);
  const users: PlannedUser[] = [];
  let device = 0;
  for (let d = days - 1; d >= 0; d--) {
    const dayStart = todayStart - d * DAY_MS;
    // Everything of a visit happens within OPEN_AFTER_S of it, and not after now.
    const span = Math.min(DAY_MS, now.getTime() - dayStart) - (OPEN_AFTER_S + 1) * 1000;
    if (span <= 0) continue;
    const dayShare = span / DAY_MS;
    const growth = 0.6 + (0.4 * (days - 1 - d)) / Math.max(days - 1, 1);
    const weekday = new Date(dayStart).getUTCDay();
    const weekend = weekday === 0 || weekday === 6 ? 1.25 : 1;
    for (const source of sources) {
      for (const platform of PLATFORMS) {
        const expected = source.dailyVisits * platform.share * growth * weekend * dayShare * (0.75 + next() * 0.5);
        const visits = Math.floor(expected + next());
        for (let v = 0; v < visits; v++) {
          device += 1;
          const visitAt = dayStart + Math.floor(next() * span);
          const installs = next() < platform.rate;
          const events: { step: FunnelStep; at: Date }[] = [{ step: 'visit', at: new Date(visitAt) }];
          if (installs) {
            for (const [step, after] of INSTALL_STEPS) events.push({ step, at: new Date(visitAt + after * 1000) });
            if (next() < 0.6) events.push({ step: 'standalone', at: new Date(visitAt + OPEN_AFTER_S * 1000) });
          } else if (next() < 0.3) {
            events.push({ step: 'prompt', at: new Date(visitAt + 5000) }, { step: 'dismissed', at: new Date(visitAt + 15_000) });
          }
          const subscribed = installs && next() < 0.4;
          const deviceId = `demo-device-${String(device).padStart(6, '0')}`;
          users.push({
            appId: source.appId,
            deviceId,
            channelId: source.channelId,
            platform: platform.platform,
            browser: platform.browser,
            os: platform.os,
            country: COUNTRIES[Math.floor(next() * COUNTRIES.length)]!,
            subscribed,
            // A placeholder endpoint on a reserved name: the demo shows subscribed users; nothing can be delivered.
            pushSubscription: subscribed
              ? { endpoint: `https://push.example.invalid/${deviceId}`, keys: { p256dh: 'demo', auth: 'demo' } }
              : null,
            installedAt: installs ? events.find((e) => e.step === 'installed')!.at : null,
            firstSeen: events[0]!.at,
            lastSeen: events[events.length - 1]!.at,
            events,
          });
        }
      }
    }
  }
  return { users, daily: dailyOf(users) };
}

const COUNTERS: Partial<Record<FunnelStep, keyof PlannedDay>> = {
  visit: 'visits',
  prompt: 'prompts',
  click: 'clicks',
  accepted: 'accepted',
  dismissed: 'dismissed',
  installed: 'installs',
  standalone: 'opens',
};

/** The events summed by day (of each event), app, channel and platform, as install_daily holds them. */
function dailyOf(users: PlannedUser[]): PlannedDay[] {
  const rows = new Map<string, PlannedDay>();
  for (const user of users) {
    for (const event of user.events) {
      const day = utcDay(event.at);
      const key = `${day}|${user.appId}|${user.channelId}|${user.platform}`;
      let row = rows.get(key);
      if (!row) {
        row = {
          day,
          appId: user.appId,
          channelId: user.channelId,
          platform: user.platform,
          visits: 0,
          prompts: 0,
          clicks: 0,
          accepted: 0,
          dismissed: 0,
          installs: 0,
          opens: 0,
          billedQuota: 0,
        };
        rows.set(key, row);
      }
      const counter = COUNTERS[event.step]!;
      (row[counter] as number) += 1;
      if (event.step === 'installed') row.billedQuota += 1;
    }
  }
  return [...rows.values()];
}
