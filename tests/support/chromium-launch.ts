import { chromium, type Browser, type BrowserServer } from 'playwright-core';
import { chromiumExecutablePath } from './chromium-path';

/**
 * Flags for a closed network and a root user: no sandbox, no GPU, and none of Chromium's own
 * background connections (they are refused here and only add noise and delay).
 */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Starts headless Chromium. Each browser gets a fresh, empty user data dir: playwright creates it
 * as a temporary directory (`--user-data-dir=<tmp>/playwright_chromiumdev_profile-*`) and removes it
 * on `browser.close()`; it refuses a `--user-data-dir` in `args` for a non-persistent launch.
 */
export function launchChromiumServer(): Promise<BrowserServer> {
  return chromium.launchServer({ executablePath: chromiumExecutablePath(), headless: true, args: CHROMIUM_ARGS });
}

/** A Chromium of the caller's own, for code outside vitest (the bench). */
export function launchOwnChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumExecutablePath(), headless: true, args: CHROMIUM_ARGS });
}
