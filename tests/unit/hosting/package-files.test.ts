import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentTypeOf, packageFileOf } from '../../../server/hosting/package-files';

const root = path.resolve('/srv/files/packages/app1/1.0.0');

describe('package file paths', () => {
  it('maps request paths to files inside the version folder', () => {
    expect(packageFileOf(root, '')).toBe(path.join(root, 'index.html'));
    expect(packageFileOf(root, 'css/app.css')).toBe(path.join(root, 'css', 'app.css'));
    expect(packageFileOf(root, 'docs/')).toBe(path.join(root, 'docs', 'index.html'));
    expect(packageFileOf(root, 'my%20page.html')).toBe(path.join(root, 'my page.html'));
    expect(packageFileOf(root, '%E4%B8%AD.html')).toBe(path.join(root, '中.html'));
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
      expect(packageFileOf(root, bad), bad).toBeUndefined();
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
