/** The secrets key of every test process (vite.config.ts sets it as SECRETS_KEY; the PGlite template is sealed with it). */
export const TEST_SECRETS_KEY = 'pwa-console-test-secrets-key-not-for-production';
