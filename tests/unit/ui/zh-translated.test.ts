import { describe, expect, it } from 'vitest';

const localeFiles = import.meta.glob<Record<string, string>>('/locales/*/*.json', { eager: true, import: 'default' });

/** Two Latin words in a row: a phrase, not a name ("SDK", "iOS") or an address. */
const ENGLISH_PHRASE = /[A-Za-z]+ [A-Za-z]+/;

describe('Chinese texts', () => {
  it('leave no English phrase untranslated (the text the English file has, word for word)', () => {
    const untranslated: string[] = [];
    for (const [file, english] of Object.entries(localeFiles)) {
      if (!file.startsWith('/locales/en/')) continue;
      const chinese = localeFiles[file.replace('/locales/en/', '/locales/zh_CN/')] ?? {};
      for (const [key, text] of Object.entries(english)) {
        if (chinese[key] === text && ENGLISH_PHRASE.test(text)) untranslated.push(`${file.split('/').pop()} ${key}: ${text}`);
      }
    }
    expect(untranslated).toEqual([]);
  });
});
