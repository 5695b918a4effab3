import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { allowedByPattern } from '../../../contract/allowed-text';
import { rulesFromProperty } from '@/renderer/form/entity-rules';
import { patternMessage } from '@/renderer/form/pattern-message';

type TestLocale = 'en' | 'zh_CN';
// The console's texts as shipped (this environment has no file URL of its own).
const renderer = (locale: TestLocale) =>
  JSON.parse(fs.readFileSync(path.resolve(process.cwd(), 'locales', locale, 'renderer.json'), 'utf8')) as Record<string, string>;
const localeText = (id: string, locale: TestLocale, values: Record<string, string | number> = {}) =>
  renderer(locale)[id.replace(/^renderer\./, '')]!.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );

/** The console's texts (renderer.validation.*), as a form's messages read them. */
const t = (locale: TestLocale) => (id: string, values?: Record<string, unknown>) =>
  localeText(id, locale, values as Record<string, string | number>);
const say = (locale: TestLocale) => (key: string, values?: Record<string, string | number>) =>
  localeText(`renderer.validation.${key}`, locale, values);

describe('what a pattern allows, in words', () => {
  it('names the count and the characters of one class, in both languages', () => {
    expect(allowedByPattern('^[A-Za-z0-9_.-]{3,32}$', say('en'), 'en')).toBe('use 3–32 letters, digits, “_”, “.”, or “-”');
    expect(allowedByPattern('^[A-Za-z0-9_.-]{3,32}$', say('zh_CN'), 'zh_CN')).toBe('须为 3–32 位字母、数字、“_”、“.”或“-”');
    expect(allowedByPattern('^[0-9]{6}$', say('en'), 'en')).toBe('use 6 digits');
    expect(allowedByPattern('^[a-z0-9]{6,16}$', say('zh_CN'), 'zh_CN')).toBe('须为 6–16 位小写字母或数字');
  });

  it('names the first character when the pattern has one', () => {
    expect(allowedByPattern('^[A-Za-z][A-Za-z0-9_-]{0,63}$', say('en'), 'en')).toBe(
      'use 1–64 letters, digits, “_”, or “-”, beginning with a letter',
    );
    expect(allowedByPattern('^[a-z][a-z0-9_-]*$', say('zh_CN'), 'zh_CN')).toBe('只能包含小写字母、数字、“_”或“-”，且以小写字母开头');
  });

  it('leaves other patterns undescribed (the message stays generic)', () => {
    expect(allowedByPattern('^\\+[1-9][0-9]{6,14}$', say('en'), 'en')).toBeUndefined();
    expect(allowedByPattern('^\\d{4}-\\d{2}-\\d{2}$', say('en'), 'en')).toBeUndefined();
    expect(patternMessage('^/', t('en'), 'en')).toBeUndefined();
    expect(rulesFromProperty({ type: 'string', pattern: '^/' }, t('en'), false, (p) => patternMessage(p, t('en'), 'en'))).toEqual([
      { pattern: '^/', message: localeText('renderer.validation.pattern', 'en') },
    ]);
  });

  it('gives a form field’s pattern rule the words of what is allowed (the channel code)', () => {
    const [rule] = rulesFromProperty({ type: 'string', pattern: '^[A-Za-z0-9_-]{3,32}$' }, t('en'), false, (p) =>
      patternMessage(p, t('en'), 'en'),
    );
    expect(rule).toEqual({ pattern: '^[A-Za-z0-9_-]{3,32}$', message: 'Use 3–32 letters, digits, “_”, or “-”' });
    const [zh] = rulesFromProperty({ type: 'string', pattern: '^[A-Za-z0-9_-]{3,32}$' }, t('zh_CN'), false, (p) =>
      patternMessage(p, t('zh_CN'), 'zh_CN'),
    );
    expect(zh).toMatchObject({ message: '须为 3–32 位字母、数字、“_”或“-”' });
  });
});
