import { describe, expect, it } from 'vitest';

type Node = Record<string, unknown>;
const pages = import.meta.glob<Node>('/schemas/pages/*.json', { eager: true, import: 'default' });
const localeFiles = import.meta.glob<Record<string, string>>('/locales/*/*.json', { eager: true, import: 'default' });

/** `namespace.key` → text, per locale. */
function messagesOf(locale: string): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const [file, texts] of Object.entries(localeFiles)) {
    const [, , folder, name] = file.split('/');
    if (folder !== locale) continue;
    for (const [key, text] of Object.entries(texts)) messages[`${name!.replace(/\.json$/, '')}.${key}`] = text;
  }
  return messages;
}

/** Each route's menu title and where it leads (a parent leads to its redirect), and every link action. */
function walk(node: unknown, routes: { title: string; path: string }[], links: { label: string; target: string }[]) {
  if (Array.isArray(node)) return node.forEach((child) => walk(child, routes, links));
  if (!node || typeof node !== 'object') return;
  const n = node as Node;
  const meta = n.meta as { title?: string } | undefined;
  if (typeof n.path === 'string' && meta?.title) routes.push({ title: meta.title, path: String(n.redirect ?? n.path) });
  if (n.kind === 'link' && typeof n.label === 'string' && typeof n.target === 'string') links.push({ label: n.label, target: n.target });
  Object.values(n).forEach((child) => walk(child, routes, links));
}

describe('link buttons of the pages', () => {
  it('named like a page, open that page (not another one)', () => {
    const routes: { title: string; path: string }[] = [];
    const links: { label: string; target: string }[] = [];
    walk(Object.values(pages), routes, links);
    const wrong: string[] = [];
    for (const locale of ['en', 'zh_CN']) {
      const messages = messagesOf(locale);
      for (const { label, target } of links) {
        const named = routes.filter((route) => messages[route.title] === messages[label]).map((route) => route.path);
        if (named.length > 0 && !named.includes(target.split('?')[0]!))
          wrong.push(`${locale} "${messages[label]}" → ${target}, not ${named[0]}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
