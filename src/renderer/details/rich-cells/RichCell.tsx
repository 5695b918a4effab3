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

/** The value types only details and drawers show (their cells are no part of a list page's code). */
export const DETAILS_ONLY_VALUE_TYPES = ['qrcode', 'code', 'gallery', 'links'] as const;
export type RichKind = (typeof DETAILS_ONLY_VALUE_TYPES)[number];
export const isRichKind = (valueType: string | undefined): valueType is RichKind =>
  (DETAILS_ONLY_VALUE_TYPES as readonly (string | undefined)[]).includes(valueType);

/** One value of a details field of a rich value type. */
export function RichCell({ kind, value }: { kind: RichKind; value: unknown }) {
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
  }
}
