import { isSafeUrl } from '@/renderer/value-types/safe-url';
import { CopyButton } from '@/renderer/value-types/cells/CopyButton';

/** One entry of a `links` value: a plain address, or a labelled one with its short link. */
export interface LinkItem {
  label?: string;
  url: string;
  short_url?: string;
}

function Address({ url }: { url: string }) {
  return (
    <span style={{ wordBreak: 'break-all' }}>
      {isSafeUrl(url) ? (
        <a href={url} target="_blank" rel="noopener noreferrer">
          {url}
        </a>
      ) : (
        url
      )}
      <CopyButton text={url} />
    </span>
  );
}

/** One line per address: its label, the address and its short link, each copyable. */
export function LinksCell({ items }: { items: LinkItem[] }) {
  return (
    <ul style={{ margin: 0, paddingInlineStart: 0, listStyle: 'none', display: 'grid', gap: 4 }}>
      {items.map((item, i) => (
        <li key={i}>
          {item.label ? <strong style={{ marginInlineEnd: 8 }}>{item.label}</strong> : null}
          <Address url={item.url} />
          {item.short_url ? (
            <span style={{ marginInlineStart: 12 }}>
              <Address url={item.short_url} />
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
