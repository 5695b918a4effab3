/** The Chromium the browser tests and the bench drive: CHROMIUM_PATH, else the distribution's package. */
export function chromiumExecutablePath(): string {
  return process.env.CHROMIUM_PATH || '/usr/bin/chromium';
}
