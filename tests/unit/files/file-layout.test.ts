import { describe, expect, it } from 'vitest';
import { checkedKey, packageFolder, unitOf } from '../../../server/files/file-layout';

describe('the files folder layout', () => {
  it('names the unit each file is stored and removed with', () => {
    expect(unitOf('packages/app1/1.0.0/js/app.js')).toBe('packages/app1/1.0.0');
    expect(unitOf(packageFolder('app1', '1.0.0'))).toBe('packages/app1/1.0.0');
    expect(unitOf(`icons/${'a'.repeat(64)}/512.png`)).toBe(`icons/${'a'.repeat(64)}`);
    expect(unitOf(`screenshots/${'b'.repeat(64)}.png`)).toBe(`screenshots/${'b'.repeat(64)}.png`);
  });

  it('refuses keys that could leave the folder or reach its work in progress', () => {
    for (const bad of ['', '/etc/passwd', 'a/../b', '../a', './a', 'a//b', 'a\\b', 'a\u0000b', 'tmp/x', 'tmp']) {
      expect(() => checkedKey(bad), JSON.stringify(bad)).toThrow(/Not a key/);
    }
    expect(checkedKey('packages/app1/1.0.0/中.html')).toBe('packages/app1/1.0.0/中.html');
  });
});
