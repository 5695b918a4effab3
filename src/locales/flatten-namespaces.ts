/**
 * Turns { '/locales/en/login.json': { title: '…' } } into { 'login.title': '…' }:
 * the full message id is `<namespace>.<key>`.
 */
export function flattenNamespaces<Message>(files: Record<string, Record<string, Message>>): Record<string, Message> {
  const messages: Record<string, Message> = {};
  for (const [path, entries] of Object.entries(files)) {
    const namespace = path.slice(path.lastIndexOf('/') + 1).replace(/\.json$/, '');
    for (const [key, text] of Object.entries(entries)) {
      messages[`${namespace}.${key}`] = text;
    }
  }
  return messages;
}
