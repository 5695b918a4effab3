import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isImageDataUrl, isSafeImageSource } from '../../src/renderer/value-types/safe-url';
import { startTestServer, type TestServer } from '../support/test-db';
import { inject, signIn } from './helpers';

// Issue 11: the app list's `image` cells draw the demo apps' icons (inline SVGs) instead of printing them.
describe('the demo apps’ icons', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('reach the console as image sources the image value type draws, under a policy that lets data: images load', async () => {
    const answer = await inject(server, 'GET', '/api/v1/app_list', { token: await signIn(server, 'demo', 'demo123') });
    const icons = (answer.data.items as { win_icon: string }[]).map((app) => app.win_icon);
    expect(icons).toHaveLength(2);
    for (const icon of icons) {
      expect(icon).toMatch(/^data:image\/svg\+xml,/);
      expect(isImageDataUrl(icon) && isSafeImageSource(icon)).toBe(true);
    }
    const imgSources = String(answer.headers['content-security-policy'])
      .match(/img-src ([^;]*)/)?.[1]
      .split(' ');
    expect(imgSources).toContain('data:');
  });
});
