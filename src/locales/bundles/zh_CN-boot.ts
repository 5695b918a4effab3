import type { LocalePart } from '../locale-bundle';

// What the first screen needs; the rest of the locale waits for the signed-in layout.
// Eager inside a module that is itself imported lazily: one small chunk.
const files = import.meta.glob<Record<string, string>>('/locales/zh_CN/{common,login,http,exception}.json', {
  eager: true,
  import: 'default',
});

const part: LocalePart = { files };
export default part;
