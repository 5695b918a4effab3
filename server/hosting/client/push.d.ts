/** Types of push.js (served to browsers as plain JavaScript, imported by its unit tests). */
import type { SafeStorage } from './funnel.js';

export interface PushOptions {
  win: { navigator: Navigator; Notification: typeof Notification } & Record<string, unknown>;
  fetchFn: (url: string, init?: RequestInit) => Promise<Response>;
  appId: string;
  deviceId: string;
  storage: SafeStorage;
}
export const KEY_PATH: string;
export const SUBSCRIPTION_PATH: string;
export function pushSupported(win: object): boolean;
export function keyBytes(base64url: string): Uint8Array;
export function subscriptionBody(input: {
  appId: string;
  deviceId: string;
  state: 'subscribed' | 'unsubscribed' | 'denied';
  subscription?: { toJSON?: () => unknown; endpoint?: string; keys?: { p256dh: string; auth: string } };
}): Record<string, unknown>;
export function syncPush(options: PushOptions): Promise<string>;
export function askPush(options: PushOptions): Promise<string>;
