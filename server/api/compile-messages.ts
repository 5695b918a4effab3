import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/** A message as the console's react-intl takes it: parsed into the ICU message format's AST. */
export type CompiledMessage = MessageFormatElement[];

/** BCP 47 tag of a locale id (zh_CN → zh-CN); the parser uses it for date skeletons. */
const tagOf = (locale: string) => locale.replace('_', '-');

/**
 * Parses each ICU message where the texts are read (the server's messages call, the build's boot
 * messages), so the browser needs no ICU parser and formats a plain text without parsing it. A text
 * that does not parse is kept as written, as a literal, and reported to `onError`; the schema
 * checker (`npm run check:schemas`, also run at server start) keeps every file parsing.
 */
export function compileMessages(
  messages: Record<string, string>,
  locale: string,
  onError: (key: string, error: unknown) => void = () => undefined,
): Record<string, CompiledMessage> {
  const compiled: Record<string, CompiledMessage> = {};
  const options = { locale: new Intl.Locale(tagOf(locale)) };
  for (const [key, text] of Object.entries(messages)) {
    try {
      compiled[key] = parse(text, options);
    } catch (error) {
      onError(key, error);
      compiled[key] = [{ type: TYPE.literal, value: text }];
    }
  }
  return compiled;
}
