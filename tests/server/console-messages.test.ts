import { IntlMessageFormat } from 'intl-messageformat';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileMessages } from '../../server/api/compile-messages';
import { readConsoleMessageTexts } from '../../server/api/locale-files';
import { startTestServer, type TestServer } from '../support/test-db';
import { inject, signIn } from './helpers';

type Compiled = Record<string, Record<string, MessageFormatElement[]>>;

describe("the console's messages call", () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer();
    token = await signIn(server, 'demo', 'demo123');
  });
  afterAll(() => server.close());

  const messagesOf = async (locale: string) => {
    const answer = await inject<Compiled>(server, 'GET', `/api/v1/console/messages?locale=${locale}`, { token });
    expect(answer.code).toBe(0);
    return answer.data;
  };

  it('answers every console namespace of the locale, each message parsed, which formats like its text', async () => {
    const en = await messagesOf('en');
    const texts = readConsoleMessageTexts('en');
    expect(Object.keys(en).sort()).toEqual(Object.keys(texts).sort());
    expect(en.server).toBeUndefined();
    expect(Object.keys(en.login!).sort()).toEqual(Object.keys(texts.login!).sort());

    const format = (message: string | MessageFormatElement[], values?: Record<string, string>) =>
      new IntlMessageFormat(message, 'en').format(values) as string;
    expect(format(en.dashboard!.welcome!, { name: 'Ann' })).toBe('Welcome, Ann');
    for (const [namespace, messages] of Object.entries(texts)) {
      for (const [key, text] of Object.entries(messages)) {
        if (!/[{<]/.test(text)) expect(format(en[namespace]![key]!), `${namespace}.${key}`).toBe(text);
      }
    }
  });

  it('answers zh_CN too, and refuses a locale it does not have without a 500', async () => {
    const zh = await messagesOf('zh_CN');
    expect(new IntlMessageFormat(zh.dashboard!.welcome!, 'zh-CN').format({ name: 'Ann' })).toBe('欢迎，Ann');
    const bad = await inject(server, 'GET', '/api/v1/console/messages?locale=fr', { token });
    expect(bad.status).toBeLessThan(500);
    expect(bad.code).not.toBe(0);
  });

  it('has no message in any locale file that fails to parse', () => {
    const failures: string[] = [];
    for (const locale of ['en', 'zh_CN']) {
      for (const [namespace, messages] of Object.entries(readConsoleMessageTexts(locale))) {
        compileMessages(messages, locale, (key) => failures.push(`${locale}/${namespace}.${key}`));
      }
    }
    expect(failures).toEqual([]);
  });

  it('keeps a text that does not parse as written, and says which one', () => {
    const failed: string[] = [];
    const compiled = compileMessages({ fine: 'Hello {name}', broken: 'Hello {name' }, 'en', (key) => failed.push(key));
    expect(failed).toEqual(['broken']);
    expect(new IntlMessageFormat(compiled.broken!, 'en').format()).toBe('Hello {name');
    expect(new IntlMessageFormat(compiled.fine!, 'en').format({ name: 'Ann' })).toBe('Hello Ann');
  });
});
