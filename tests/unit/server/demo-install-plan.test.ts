// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { planDemoInstalls } from '../../../server/demo/demo-install-plan';

const sources = [
  { channelId: 1, appId: 'shopapp01', dailyVisits: 20 },
  { channelId: 2, appId: 'newsapp01', dailyVisits: 3 },
];

describe('the demo traffic plan', () => {
  const now = new Date('2026-11-25T06:30:00Z');
  const plan = planDemoInstalls(sources, now);
  const events = plan.users.flatMap((user) => user.events.map((event) => ({ ...event, user })));

  it('covers the 30 days ending now, nothing after now', () => {
    const days = new Set(events.map((event) => event.at.toISOString().slice(0, 10)));
    expect([...days].sort()[0]).toBe('2026-10-27');
    expect(days.has('2026-11-25')).toBe(true);
    expect(events.every((event) => event.at.getTime() <= now.getTime())).toBe(true);
  });

  it('sums its daily rows from its events, so installs and visits agree with the events', () => {
    const sum = (key: 'installs' | 'visits' | 'opens' | 'billedQuota') => plan.daily.reduce((total, row) => total + row[key], 0);
    expect(sum('installs')).toBe(events.filter((e) => e.step === 'installed').length);
    expect(sum('billedQuota')).toBe(sum('installs'));
    expect(sum('visits')).toBe(plan.users.length);
    expect(sum('opens')).toBe(events.filter((e) => e.step === 'standalone').length);
    expect(sum('installs')).toBeGreaterThan(0);
    const key = (day: string, channel: number, platform: string) => `${day}|${channel}|${platform}`;
    expect(new Set(plan.daily.map((row) => key(row.day, row.channelId, row.platform))).size).toBe(plan.daily.length);
  });

  it('gives each device one visit, installers their install time, and the same plan every time', () => {
    expect(new Set(plan.users.map((user) => user.deviceId)).size).toBe(plan.users.length);
    for (const user of plan.users.slice(0, 50)) {
      expect(user.events.filter((e) => e.step === 'visit')).toHaveLength(1);
      expect(user.installedAt).toEqual(user.events.find((e) => e.step === 'installed')?.at ?? null);
      expect(user.subscribed).toBe(user.pushSubscription !== null);
    }
    expect(planDemoInstalls(sources, now)).toEqual(plan);
  });
});
