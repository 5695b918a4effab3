import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QrLoginCreateData, QrLoginStatusData } from '@contract/generated/types';
import { createQrLoginPoller, QR_POLL_INTERVAL_MS, type QrLoginView } from '@/views/login/qr/qr-login-poller';
import { userInfo } from '../../ui/support/fixtures';

let created = 0;
function newQr(ttlMs = 120_000): QrLoginCreateData {
  created += 1;
  return {
    qr_id: `qr-${created}`,
    url: `http://console/login/qr-confirm?id=qr-${created}`,
    qrcode: 'data:image/png;base64,AAAA',
    expires_at: new Date(Date.now() + ttlMs).toISOString(),
  };
}

/** A scripted server: each poll of a QR id answers the next scripted state (the last one repeats). */
function setup(script: Record<string, (QrLoginStatusData | Error)[]>, options: { createFails?: boolean } = {}) {
  const views: QrLoginView[] = [];
  const signedIn = vi.fn();
  const polls: string[] = [];
  const create = vi.fn(async () => {
    if (options.createFails) throw new Error('down');
    return newQr();
  });
  const status = vi.fn(async (qrId: string) => {
    polls.push(qrId);
    const answers = script[qrId] ?? [{ status: 'pending' }];
    const answer = answers.length > 1 ? answers.shift()! : answers[0]!;
    if (answer instanceof Error) throw answer;
    return answer;
  });
  const poller = createQrLoginPoller({ create, status, onView: (view) => views.push(view), onSignedIn: signedIn });
  return { poller, views, signedIn, polls, create, status, kinds: () => views.map((view) => view.kind) };
}

/** Lets the promise callbacks of the fake server run. */
const settle = () => vi.advanceTimersByTimeAsync(0);
const tick = () => vi.advanceTimersByTimeAsync(QR_POLL_INTERVAL_MS);

beforeEach(() => {
  vi.useFakeTimers();
  created = 0;
});
afterEach(() => vi.useRealTimers());

describe('QR login poller', () => {
  it('shows the new QR code and asks for its state every 2 seconds, one request at a time', async () => {
    const { poller, polls, kinds } = setup({});
    poller.start();
    await settle();
    expect(kinds()).toEqual(['loading', 'pending']);
    expect(polls).toEqual([]);

    await vi.advanceTimersByTimeAsync(QR_POLL_INTERVAL_MS - 1);
    expect(polls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(polls).toEqual(['qr-1']);
    await tick();
    await tick();
    expect(polls).toEqual(['qr-1', 'qr-1', 'qr-1']);
    poller.stop();
  });

  it('shows scanned, then signs in once with the confirmed session and stops polling', async () => {
    const info = userInfo();
    const { poller, views, signedIn, polls, kinds } = setup({
      'qr-1': [{ status: 'pending' }, { status: 'scanned' }, { status: 'confirmed', token: 'tok-qr', userInfo: info }],
    });
    poller.start();
    await settle();
    await tick();
    await tick();
    expect(views.at(-1)).toMatchObject({ kind: 'scanned', qr: { qr_id: 'qr-1' } });
    await tick();
    expect(kinds().at(-1)).toBe('signed-in');
    expect(signedIn).toHaveBeenCalledTimes(1);
    expect(signedIn).toHaveBeenCalledWith({ token: 'tok-qr', userInfo: info });

    const pollsSoFar = polls.length;
    await tick();
    await tick();
    expect(polls).toHaveLength(pollsSoFar);
  });

  it('stops at expired and starts over with a new QR code on refresh', async () => {
    const { poller, polls, kinds, create } = setup({ 'qr-1': [{ status: 'expired' }] });
    poller.start();
    await settle();
    await tick();
    expect(kinds().at(-1)).toBe('expired');
    await tick();
    expect(polls).toEqual(['qr-1']);

    poller.start();
    await settle();
    expect(create).toHaveBeenCalledTimes(2);
    expect(kinds().slice(-2)).toEqual(['loading', 'pending']);
    await tick();
    expect(polls).toEqual(['qr-1', 'qr-2']);
    poller.stop();
  });

  it('stops at cancelled (the other device said no)', async () => {
    const { poller, polls, kinds } = setup({ 'qr-1': [{ status: 'scanned' }, { status: 'cancelled' }] });
    poller.start();
    await settle();
    await tick();
    await tick();
    expect(kinds().at(-1)).toBe('cancelled');
    await tick();
    expect(polls).toHaveLength(2);
  });

  it('asks again after a failed poll, and reads a QR code past its expiry as expired when the network stays down', async () => {
    const { poller, polls, kinds } = setup({
      'qr-1': [new Error('offline'), { status: 'scanned' }, new Error('offline')],
    });
    poller.start();
    await settle();
    await tick();
    expect(kinds().at(-1)).toBe('pending');
    await tick();
    expect(kinds().at(-1)).toBe('scanned');

    await vi.advanceTimersByTimeAsync(120_000);
    expect(kinds().at(-1)).toBe('expired');
    const count = polls.length;
    await tick();
    expect(polls).toHaveLength(count);
  });

  it('ignores an answer that arrives after stop (the page was left)', async () => {
    let answer: (value: QrLoginStatusData) => void = () => undefined;
    const views: QrLoginView[] = [];
    const signedIn = vi.fn();
    const poller = createQrLoginPoller({
      create: async () => newQr(),
      status: () => new Promise((resolve) => (answer = resolve)),
      onView: (view) => views.push(view),
      onSignedIn: signedIn,
    });
    poller.start();
    await settle();
    await tick();
    poller.stop();
    answer({ status: 'confirmed', token: 'late', userInfo: userInfo() });
    await settle();
    expect(signedIn).not.toHaveBeenCalled();
    expect(views.map((view) => view.kind)).toEqual(['loading', 'pending']);
  });

  it('says so when no QR code could be made', async () => {
    const { poller, kinds, polls } = setup({}, { createFails: true });
    poller.start();
    await settle();
    expect(kinds()).toEqual(['loading', 'failed']);
    await tick();
    expect(polls).toHaveLength(0);
  });
});
