import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The project root is the working directory of the test run.
const zhDir = path.resolve('locales/zh_CN');
const CJK = /[\u4e00-\u9fff]/;

function texts(): [string, string][] {
  return fs.readdirSync(zhDir).flatMap((file) => {
    const messages = JSON.parse(fs.readFileSync(path.join(zhDir, file), 'utf8')) as Record<string, unknown>;
    return Object.entries(messages)
      .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
      .map(([key, text]): [string, string] => [`${file}:${key}`, text]);
  });
}

describe('Chinese texts', () => {
  it('end a question or exclamation in Chinese with full-width marks (the QR confirm page asked with an ASCII "?")', () => {
    // A "?" right after a Chinese character ends a Chinese sentence; "?c=" inside a URL is left alone.
    const ascii = texts().filter(([, text]) => [...text.matchAll(/[?!]/g)].some((match) => CJK.test(text[match.index - 1] ?? '')));
    expect(ascii).toEqual([]);
  });

  it('the QR confirm question ends with a full-width question mark', () => {
    const questions = texts().filter(([key]) => key === 'account.json:qrConfirmQuestion' || key === 'account.json:qrConfirmHeading');
    expect(questions).toHaveLength(2);
    for (const [, text] of questions) expect(text.endsWith('？')).toBe(true);
  });
});
