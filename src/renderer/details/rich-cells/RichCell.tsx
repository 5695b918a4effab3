import type { DetailsOnlyValueType } from '@contract/details-only-value-types';
import { CodeCell } from './CodeCell';
import { GalleryCell } from './GalleryCell';
import { lazyCell } from './lazy-cell';
import { LinksCell, type LinkItem } from './LinksCell';

// The QR library is only fetched for a QR code.
const QrCodeCell = lazyCell(() => import('./QrCodeCell').then((m) => m.QrCodeCell));

const linkItemsOf = (value: unknown): LinkItem[] =>
  [value].flat().flatMap((item): LinkItem[] => {
    if (typeof item === 'string') return item ? [{ url: item }] : [];
    if (item && typeof item === 'object' && typeof (item as LinkItem).url === 'string') return [item as LinkItem];
    return [];
  });

/**
 * One value of a details field of a value type only details and drawers show (`notInLists` in
 * value-type-fields.ts; their cells are no part of a list page's code).
 */
export function RichCell({ kind, value }: { kind: DetailsOnlyValueType; value: unknown }) {
  const text = String(value);
  switch (kind) {
    case 'qrcode':
      return <QrCodeCell text={text} />;
    case 'code':
      return <CodeCell text={text} />;
    case 'gallery':
      return <GalleryCell urls={[value].flat().map(String)} />;
    case 'links':
      return <LinksCell items={linkItemsOf(value)} />;
    default:
      // A value type marked notInLists without its cell here does not compile.
      return kind satisfies never;
  }
}
