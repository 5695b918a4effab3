/** Types of funnel.js (served to browsers as plain JavaScript, imported by its unit tests). */
export type Step = 'visit' | 'prompt' | 'click' | 'accepted' | 'dismissed' | 'installed' | 'standalone';
export interface PushSubscriptionBody {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}
export interface EventBody {
  app_id: string;
  device_id: string;
  step: Step;
  channel?: string;
  token?: string;
  push_subscription?: PushSubscriptionBody;
}
export interface SafeStorage {
  get(key: string): string | undefined;
  set(key: string, value: string): void;
  remove(key: string): void;
}
export const STEPS: Step[];
export const EVENT_PATH: string;
export const DEVICE_KEY: string;
export function safeStorage(getStorage: () => Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined): SafeStorage;
export function isDeviceId(value: unknown): boolean;
export function newDeviceId(randomBytes: (count: number) => Uint8Array): string;
export function deviceIdOf(storage: SafeStorage, randomBytes: (count: number) => Uint8Array, served?: string): string;
export function channelOfQuery(search: string): string | undefined;
export function channelKeyOf(appId: string): string;
export function attributedChannel(storage: SafeStorage, appId: string, search: string): string | undefined;
export function eventBody(input: {
  appId: string;
  deviceId: string;
  step: Step;
  channel?: string;
  subscription?: PushSubscriptionBody;
  token?: string;
}): EventBody;
export function sendStep(fetchFn: (url: string, init: RequestInit) => Promise<Response>, body: EventBody): Promise<boolean>;
export function takeOnce(storage: SafeStorage, key: string): boolean;
export function installKindOf(input: { userAgent: string; maxTouchPoints: number; hasPrompt: boolean }): 'prompt' | 'ios' | 'manual';
