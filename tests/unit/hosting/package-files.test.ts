import { describe, expect, it } from 'vitest';
import { contentTypeOf, packagePathOf } from '../../../server/hosting/package-files';

describe('package file paths', () => {
  it('maps request paths to files inside the version folder', () => {
    expect(packagePathOf('')).toBe('index.html');
    expect(packagePathOf('css/app.css')).toBe('css/app.css');
    expect(packagePathOf('docs/')).toBe('docs/index.html');
    expect(packagePathOf('my%20page.html')).toBe('my page.html');
    expect(packagePathOf('%E4%B8%AD.html')).toBe('中.html');
  });

  it('refuses every path that could leave it or is not a plain name', () => {
    for (const bad of [
      '..',
      '../x',
      'a/../../x',
      '%2e%2e/x',
      '..%2fx',
      'a%2fb',
      'a%5cb',
      'a\\b',
      './x',
      'a//b',
      '/etc/passwd',
      'a%00b',
      'a%0ab',
      '%E0%A4%A',
      'a/%2e',
    ]) {
      expect(packagePathOf(bad), bad).toBeUndefined();
    }
  });

  it('names the content type by extension, bytes otherwise', () => {
    expect(contentTypeOf('a/index.HTML')).toBe('text/html; charset=utf-8');
    expect(contentTypeOf('app.mjs')).toBe('text/javascript; charset=utf-8');
    expect(contentTypeOf('site.webmanifest')).toBe('application/manifest+json; charset=utf-8');
    expect(contentTypeOf('f.woff2')).toBe('font/woff2');
    expect(contentTypeOf('x.exe')).toBe('application/octet-stream');
    expect(contentTypeOf('Makefile')).toBe('application/octet-stream');
  });
});
