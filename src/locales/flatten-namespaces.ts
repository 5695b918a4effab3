/**
 * Turns { '/locales/en/login.json': { title: '…' } } into { 'login.title': '…' }:
 * the full message id is `<namespace>.<key>`.
 */
export function flattenNamespaces(
  files: Record<string, Record<string, string>>,
): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const [path, entries] of Object.entries(files)) {
    const namespace = path.slice(path.lastIndexOf('/') + 1).replace(/\.json$/, '');
    for (const [key, text] of Object.entries(entries)) {
      messages[`${namespace}.${key}`] = text;
    }
  }
  return messages;
}
