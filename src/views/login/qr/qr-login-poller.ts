import type { QrLoginCreateData, QrLoginStatusData, UserInfo } from '@contract/generated/types';

/** Spec issue 4: the waiting page asks for the QR code's state every 2 seconds. */
export const QR_POLL_INTERVAL_MS = 2000;

export type QrLoginView =
  | { kind: 'loading' }
  /** The QR code is shown and waits to be scanned. */
  | { kind: 'pending'; qr: QrLoginCreateData }
  /** Scanned by a signed-in console; waiting for its confirmation. */
  | { kind: 'scanned'; qr: QrLoginCreateData }
  | { kind: 'expired' }
  | { kind: 'cancelled' }
  /** No QR code could be made (the HTTP layer said why). */
  | { kind: 'failed' }
  | { kind: 'signed-in' };

export interface QrLoginPollerDeps {
  create(): Promise<QrLoginCreateData>;
  status(qrId: string): Promise<QrLoginStatusData>;
  /** Every change of what the page shows. */
  onView(view: QrLoginView): void;
  /** The confirmed session (called once). */
  onSignedIn(answer: { token: string; userInfo: UserInfo }): void;
  intervalMs?: number;
}

export interface QrLoginPoller {
  /** Makes a new QR code and polls it (also the "refresh" of an expired or cancelled one). */
  start(): void;
  stop(): void;
}

/**
 * The QR sign-in's waiting side as a small state machine, without React: one poll at a time
 * (the next is scheduled when the answer is in), late answers of a replaced QR code or of a
 * stopped poller are ignored, a failed poll is retried on the next tick, and a QR code past its
 * expiry reads as expired even when the network is down.
 */
export function createQrLoginPoller(deps: QrLoginPollerDeps): QrLoginPoller {
  const intervalMs = deps.intervalMs ?? QR_POLL_INTERVAL_MS;
  let generation = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const stop = () => {
    generation += 1;
    clearTimeout(timer);
    timer = undefined;
  };

  const schedule = (mine: number, qr: QrLoginCreateData) => {
    timer = setTimeout(() => void poll(mine, qr), intervalMs);
  };

  async function poll(mine: number, qr: QrLoginCreateData): Promise<void> {
    let answer: QrLoginStatusData | undefined;
    try {
      answer = await deps.status(qr.qr_id);
    } catch {
      answer = undefined;
    }
    if (mine !== generation) return;
    if (!answer) {
      if (Date.parse(qr.expires_at) <= Date.now()) {
        deps.onView({ kind: 'expired' });
        return;
      }
      schedule(mine, qr);
      return;
    }
    switch (answer.status) {
      case 'pending':
      case 'scanned':
        deps.onView({ kind: answer.status, qr });
        schedule(mine, qr);
        return;
      case 'confirmed':
        if (answer.token && answer.userInfo) {
          stop();
          deps.onView({ kind: 'signed-in' });
          deps.onSignedIn({ token: answer.token, userInfo: answer.userInfo });
          return;
        }
        deps.onView({ kind: 'expired' });
        return;
      case 'cancelled':
        deps.onView({ kind: 'cancelled' });
        return;
      default:
        deps.onView({ kind: 'expired' });
    }
  }

  async function start(): Promise<void> {
    stop();
    const mine = generation;
    deps.onView({ kind: 'loading' });
    let qr: QrLoginCreateData;
    try {
      qr = await deps.create();
    } catch {
      if (mine === generation) deps.onView({ kind: 'failed' });
      return;
    }
    if (mine !== generation) return;
    deps.onView({ kind: 'pending', qr });
    schedule(mine, qr);
  }

  return { start: () => void start(), stop };
}
