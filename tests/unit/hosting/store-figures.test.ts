import { describe, expect, it } from 'vitest';
import { installPageHtml } from '../../../server/hosting/install-page';
import type { HostedApp } from '../../../server/hosting/hosted-site';
import { downloadsLabel, starsOf } from '../../../server/hosting/store-figures';

const app = (rating: number, downloads: number): HostedApp => ({
  appId: 'abc123',
  appName: 'Shop',
  winIcon: '',
  appType: 'shopping',
  details: { developer: 'Studio', rating, size: '', downloads, description: '', screenshots: [], whats_new: '' },
  source: 'url',
  targetUrl: 'https://example.com/',
  packageVersion: '',
  updatedAt: new Date(0),
});

const page = (locale: 'en' | 'zh_CN', rating: number, downloads: number) =>
  installPageHtml(locale, '', app(rating, downloads), { themeColor: '#000000' }, { device: 'd', token: 't' });

describe('the hosted store page figures', () => {
  it('shows a downloads counter by one rule in both languages: rounded down to its leading digit, with a "+"', () => {
    expect(downloadsLabel('en', 5000)).toBe('5K+');
    expect(downloadsLabel('zh-CN', 5000)).toBe('5000+');
    expect(downloadsLabel('en', 5999)).toBe('5K+');
    expect(downloadsLabel('en', 12_345)).toBe('10K+');
    expect(downloadsLabel('zh-CN', 12_345)).toBe('1万+');
    expect(downloadsLabel('en', 2_500_000)).toBe('2M+');
    expect(downloadsLabel('zh-CN', 2_500_000)).toBe('200万+');
    // Below a thousand the count is exact, and says so (no "+").
    expect(downloadsLabel('en', 999)).toBe('999');
    expect(downloadsLabel('zh-CN', 0)).toBe('0');
  });

  it('rounds a rating down to half stars: 4.6 is four and a half, never five', () => {
    expect(starsOf(4.6)).toEqual(['full', 'full', 'full', 'full', 'half']);
    expect(starsOf(4.5)).toEqual(['full', 'full', 'full', 'full', 'half']);
    expect(starsOf(4.9)).toEqual(['full', 'full', 'full', 'full', 'half']);
    expect(starsOf(5)).toEqual(['full', 'full', 'full', 'full', 'full']);
    expect(starsOf(3.2)).toEqual(['full', 'full', 'full', 'empty', 'empty']);
    expect(starsOf(0.5)).toEqual(['half', 'empty', 'empty', 'empty', 'empty']);
  });

  it('puts both on the install page, in each language', () => {
    const english = page('en', 4.6, 5000);
    const chinese = page('zh_CN', 4.6, 5000);
    expect(english).toContain('<b>5K+</b>');
    expect(chinese).toContain('<b>5000+</b>');
    for (const html of [english, chinese]) {
      const stars = /<span class="stars"[^>]*>(.*?)<\/span><\/div>/.exec(html)![1]!;
      expect(stars.match(/star-full/g)).toHaveLength(4);
      expect(stars.match(/star-half/g)).toHaveLength(1);
    }
  });
});
